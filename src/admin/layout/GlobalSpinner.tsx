// Full-page spinner while any request runs (spec 000 section 2). It fades in over 300 ms and only then takes the
// clicks: a backdrop still transparent, or fading out, let them through to the page. Before, it caught every click
// from the first millisecond of any request, invisibly: a click on a list just drawn, while its filter choices or the
// menu's badges loaded, did nothing (bench P1I: ~300 ms after the rows showed; and a journey's « Ajouter » now and
// then).
import { useEffect, useState } from 'react';
import { Backdrop, CircularProgress } from '@mui/material';
import { useIsLoading } from '../http/loading.ts';
import { fr } from '../i18n/fr.ts';

const FADE_IN_MS = 300;

export function GlobalSpinner() {
  const loading = useIsLoading();
  const [blocking, setBlocking] = useState(false);
  useEffect(() => {
    if (!loading) return setBlocking(false);
    const shown = setTimeout(() => setBlocking(true), FADE_IN_MS);
    return () => clearTimeout(shown);
  }, [loading]);
  return (
    <Backdrop
      open={loading}
      sx={{ zIndex: 2000, bgcolor: 'rgba(255,255,255,0.35)', pointerEvents: blocking ? 'auto' : 'none' }}
      transitionDuration={{ enter: FADE_IN_MS, exit: 150 }}
    >
      {loading && <CircularProgress aria-label={fr.app.loading} />}
    </Backdrop>
  );
}
