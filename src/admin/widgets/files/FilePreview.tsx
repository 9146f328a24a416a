// Inline preview of a file of the API: an image, or a PDF in a frame, from an object URL of an authenticated
// fetch (never a public URL).
import { Box, Typography } from '@mui/material';
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';
import { downloadUrl } from './api.ts';
import { previewKind } from './fileRules.ts';
import { useAuthBlob } from './useAuthBlob.ts';
import { AuthImage } from './AuthImage.tsx';

function PdfFrame({ iri, name }: { iri: string; name: string }) {
  const blob = useAuthBlob(downloadUrl(iri));
  if (blob.loading)
    return (
      <Typography variant="body2" color="text.secondary">
        {filesFr.loading}
      </Typography>
    );
  if (!blob.url)
    return (
      <Typography variant="body2" color="error">
        {blob.error ?? filesFr.unavailable}
      </Typography>
    );
  return (
    <Box
      component="iframe"
      src={blob.url}
      title={fill(filesFr.previewOf, { name })}
      sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

export function FilePreview({ iri, name, mime }: { iri: string; name: string; mime?: string }) {
  const kind = previewKind(mime);
  if (kind === 'image')
    return <AuthImage src={downloadUrl(iri)} alt={fill(filesFr.previewOf, { name })} maxHeight={320} />;
  if (kind === 'pdf') return <PdfFrame iri={iri} name={name} />;
  return null;
}
