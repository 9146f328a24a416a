// Full-page spinner while any request runs (spec 000 section 2). It takes the clicks only while a write runs
// (http/loading.ts): over a read it is shown and a click passes through to the page.
import { Backdrop, CircularProgress } from '@mui/material';
import { useIsLoading, useIsWriting } from '../http/loading.ts';
import { fr } from '../i18n/fr.ts';

export function GlobalSpinner() {
  const loading = useIsLoading();
  const writing = useIsWriting();
  return (
    <Backdrop
      open={loading}
      sx={{ zIndex: 2000, bgcolor: 'rgba(255,255,255,0.35)', pointerEvents: writing ? 'auto' : 'none' }}
      transitionDuration={{ enter: 300, exit: 150 }}
    >
      {loading && <CircularProgress aria-label={fr.app.loading} />}
    </Backdrop>
  );
}
