// An image of the protected API (a provider's photo...): loaded with the bearer token as an object URL.
import { Typography } from '@mui/material';
import { fr } from '../../i18n/fr.ts';
import { filesFr } from '../../i18n/files.ts';
import { useAuthBlob } from './useAuthBlob.ts';

export function AuthImage({ src, alt, maxHeight = 240 }: { src: string; alt: string; maxHeight?: number }) {
  const blob = useAuthBlob(src);
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
  return <img src={blob.url} alt={alt} style={{ maxWidth: '100%', maxHeight, display: 'block', borderRadius: 4 }} />;
}
