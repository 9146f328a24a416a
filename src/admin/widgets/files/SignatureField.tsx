// A signature kept in the record as an image data URL (attendance sheets): drawn as the image, never printed as
// a long text. Anything else is shown as text.
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { fr } from '../../i18n/fr.ts';

const IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/;

export function SignatureField({ source, label }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || !value)
    return (
      <Typography variant="body2" component="span">
        {fr.app.resources.none}
      </Typography>
    );
  if (!IMAGE.test(value))
    return (
      <Typography variant="body2" component="span">
        {value}
      </Typography>
    );
  return (
    <img src={value} alt={label ?? ''} style={{ maxWidth: 240, maxHeight: 80, display: 'block', background: '#fff' }} />
  );
}
