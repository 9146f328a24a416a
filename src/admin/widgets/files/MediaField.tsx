// Read-only rendering of a property relating to media_objects. In a list: the original name as a download link,
// its size, and « Aperçu » (images and PDF) opening a dialog. On a detail page: the link, size and type, and the
// preview inline. Every byte is fetched with the bearer token.
import { useContext, useState, type MouseEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { ListContext, useRecordContext, useReference, type Identifier } from 'react-admin';
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';
import { MEDIA, mediaIri, type MediaItem } from './api.ts';
import { formatSize, previewKind, typeLabel } from './fileRules.ts';
import { DownloadLink } from './DownloadLink.tsx';
import { FilePreview } from './FilePreview.tsx';

const t = filesFr;

function PreviewButton({ media }: { media: MediaItem }) {
  const [open, setOpen] = useState(false);
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
        sx={{ ml: 1, minWidth: 0 }}
        aria-label={fill(t.previewOf, { name: media.name })}
      >
        {t.open}
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          onClick={stop}
          maxWidth="md"
          fullWidth
          aria-labelledby="file-preview-title"
        >
          <DialogTitle id="file-preview-title">{media.name}</DialogTitle>
          <DialogContent>
            <FilePreview iri={media['@id']} name={media.name} mime={media.mime_type} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t.close}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

export function MediaField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const inList = useContext(ListContext) !== null;
  // A record holds the related id (data/records.ts) or, from elsewhere, the IRI.
  const iri = mediaIri(record?.[source]);
  const { referenceRecord: media, error } = useReference<MediaItem & { id: Identifier }>({
    reference: MEDIA,
    id: (record?.[source] as Identifier) ?? '',
    options: { enabled: Boolean(iri) },
  });
  if (!iri)
    return (
      <Typography variant="body2" component="span">
        {fr.app.resources.none}
      </Typography>
    );
  if (error)
    return (
      <Typography variant="body2" component="span" color="error">
        {t.unavailable}
      </Typography>
    );
  if (!media)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {t.loading}
      </Typography>
    );
  if (inList) {
    return (
      <Box
        component="span"
        onClick={(e) => e.stopPropagation()}
        sx={{ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 0.5 }}
      >
        <DownloadLink iri={media['@id']} name={media.name} />
        <Typography variant="caption" color="text.secondary" component="span">
          ({formatSize(media.size)})
        </Typography>
        {previewKind(media.mime_type) && <PreviewButton media={media} />}
      </Box>
    );
  }
  return (
    <Box>
      <DownloadLink iri={media['@id']} name={media.name} />
      <Typography variant="body2" color="text.secondary">
        {[formatSize(media.size), typeLabel(media.mime_type)].filter(Boolean).join(' · ')}
      </Typography>
      {previewKind(media.mime_type) && (
        <Box sx={{ mt: 1 }}>
          <FilePreview iri={media['@id']} name={media.name} mime={media.mime_type} />
        </Box>
      )}
    </Box>
  );
}
