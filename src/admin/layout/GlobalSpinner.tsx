// Full-page spinner while any request runs (spec 000 section 2).
import { Backdrop, CircularProgress } from '@mui/material';
import { useIsLoading } from '../http/loading.ts';
import { fr } from '../i18n/fr.ts';

export function GlobalSpinner() {
  const loading = useIsLoading();
  return (
    <Backdrop
      open={loading}
      sx={{ zIndex: 2000, bgcolor: 'rgba(255,255,255,0.35)' }}
      transitionDuration={{ enter: 300, exit: 150 }}
    >
      {loading && <CircularProgress aria-label={fr.app.loading} />}
    </Backdrop>
  );
}
