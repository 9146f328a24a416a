// Form input of a property relating to media_objects: a drop zone (react-dropzone, as react-admin's FileInput)
// showing the server's limits, the check of a file before sending (French reason), the upload with its progress
// to POST /api/media_objects with the bearer token, then the form keeps the file's IRI. A chosen file shows its
// name, size and type, with « Remplacer » and « Retirer »; a refusal by the server shows its French message.
import { useEffect, useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Box, Button, FormControl, FormHelperText, FormLabel, LinearProgress, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { InputHelperText, useInput, useReference, type Identifier, type Validator } from 'react-admin';
import { idFromIri } from '../../data/iri.ts';
import { fr } from '../../i18n/fr.ts';
import { fill } from '../../i18n/fill.ts';
import { filesFr } from '../../i18n/files.ts';
import { MEDIA, mediaIri, type MediaItem } from './api.ts';
import { dropUnused, uploadFile, uploadLimits, type UploadHandle } from './upload.ts';
import { acceptOf, formatSize, refusalOf, typeLabel, type UploadLimits } from './fileRules.ts';
import { DownloadLink } from './DownloadLink.tsx';

const t = filesFr;

export interface MediaInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  helperText?: string;
  disabled?: boolean;
}

function useLimits(): { limits?: UploadLimits; error?: string } {
  const [state, setState] = useState<{ limits?: UploadLimits; error?: string }>({});
  useEffect(() => {
    let live = true;
    uploadLimits().then(
      (limits) => live && setState({ limits }),
      (err: unknown) => live && setState({ error: (err as Error).message }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function MediaInput({ source, label, validate = [], helperText, disabled }: MediaInputProps) {
  const uploading = useRef(false);
  // While a file is being sent, the form cannot be saved (its IRI is not known yet).
  const [validators] = useState<Validator[]>(() => [...validate, () => (uploading.current ? t.waitUpload : undefined)]);
  const { field, fieldState, isRequired, id } = useInput({ source, validate: validators });
  const { limits, error: limitsError } = useLimits();
  const [refusal, setRefusal] = useState<string>();
  const [progress, setProgress] = useState<{ name: string; fraction: number }>();
  const [sent, setSent] = useState<MediaItem>();
  const handle = useRef<UploadHandle | undefined>(undefined);
  const labelId = useId();
  const limitsId = useId();
  const refusalId = useId();

  // The form holds the related id (as records read from the API do, data/records.ts); the API gets the IRI back.
  const value = mediaIri(field.value);
  const known = sent && sent['@id'] === value ? sent : undefined;
  const { referenceRecord, error: readError } = useReference<MediaItem & { id: Identifier }>({
    reference: MEDIA,
    id: field.value ?? '',
    options: { enabled: Boolean(value) && !known },
  });
  // A file that cannot be read any more still shows, to be replaced or removed.
  const current: MediaItem | undefined =
    known ??
    (value
      ? (referenceRecord ?? (readError ? { '@id': value, name: t.unavailable, mime_type: '', size: -1 } : undefined))
      : undefined);

  useEffect(() => () => handle.current?.abort(), []);

  const send = (file: File) => {
    setRefusal(undefined);
    const reason = limits ? refusalOf(file, limits) : undefined;
    if (reason) {
      setRefusal(reason);
      return;
    }
    uploading.current = true;
    setProgress({ name: file.name, fraction: 0 });
    const upload = uploadFile(file, (fraction) => setProgress({ name: file.name, fraction }));
    handle.current = upload;
    upload.done
      .then(
        (item) => {
          // A file sent earlier by this form and replaced before saving is deleted (nobody points at it).
          if (sent && sent['@id'] === value) dropUnused(sent['@id']);
          setSent(item);
          field.onChange(idFromIri(item['@id']));
        },
        (err: unknown) => {
          if ((err as { name?: string }).name !== 'AbortError') setRefusal((err as Error).message || t.uploadFailed);
        },
      )
      .finally(() => {
        uploading.current = false;
        handle.current = undefined;
        setProgress(undefined);
        field.onBlur();
      });
  };

  const busy = Boolean(progress);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    disabled: disabled || busy,
    noClick: Boolean(current),
    noKeyboard: Boolean(current),
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) send(file);
    },
  });

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const describedBy = [limitsId, refusal ? refusalId : ''].filter(Boolean).join(' ');
  const zone = getRootProps({
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    ...(current ? {} : { role: 'button', 'aria-disabled': disabled || busy || undefined }),
  });

  return (
    <FormControl fullWidth margin="dense" error={Boolean(error || refusal)} disabled={disabled}>
      <FormLabel id={labelId} htmlFor={id} sx={{ mb: 0.5 }}>
        {isRequired ? `${label} *` : label}
      </FormLabel>
      <Box
        {...zone}
        data-testid={`media-input-${source}`}
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : error || refusal ? 'error.main' : 'divider',
          borderRadius: 1,
          p: 2,
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          cursor: current || disabled ? 'default' : 'pointer',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {current ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <InsertDriveFileIcon color="action" aria-hidden />
            <Box sx={{ flex: 1, minWidth: 160 }}>
              {current.size < 0 ? (
                <Typography color="error">{current.name}</Typography>
              ) : (
                <DownloadLink iri={current['@id']} name={current.name} />
              )}
              <Typography variant="body2" color="text.secondary">
                {[formatSize(current.size), typeLabel(current.mime_type)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {!disabled && (
              <>
                <Button size="small" variant="outlined" onClick={open} disabled={busy}>
                  {t.replace}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setRefusal(undefined);
                    if (known) dropUnused(known['@id']);
                    field.onChange(null);
                    field.onBlur();
                  }}
                  disabled={busy}
                >
                  {t.remove}
                </Button>
              </>
            )}
          </Box>
        ) : value ? (
          <Typography variant="body2" color="text.secondary">
            {t.loading}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CloudUploadIcon color="action" aria-hidden />
            <Typography>{isDragActive ? t.dropActive : t.drop}</Typography>
          </Box>
        )}
      </Box>
      {/* Outside the zone: its role is a button, which may hold no other control (axe nested-interactive). */}
      <input
        {...getInputProps({ id, accept: limits ? acceptOf(limits) : undefined, 'aria-label': label, name: source })}
      />
      {progress && (
        <Box sx={{ mt: 1.5 }} role="status">
          <Typography variant="body2">
            {fill(t.uploading, { name: progress.name })} {Math.round(progress.fraction * 100)} %
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress.fraction * 100)}
            aria-label={fill(t.uploading, { name: progress.name })}
          />
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              handle.current?.abort();
            }}
            sx={{ mt: 0.5 }}
          >
            {t.cancel}
          </Button>
        </Box>
      )}
      <FormHelperText id={limitsId} error={false}>
        {limits
          ? fill(t.limits, { size: limits.maxSize, types: limits.extensions.join(', ') })
          : (limitsError ?? t.limitsLoading)}
      </FormHelperText>
      {refusal && (
        <FormHelperText id={refusalId} error role="alert">
          {refusal}
        </FormHelperText>
      )}
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
