// The admin application: react-admin with our session, French catalogue, layout, notices, spinner and routes.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { CustomRoutes, memoryStore } from 'react-admin';
import { BrowserRouter, Route, useLocation } from 'react-router-dom';
import { AppConfigContext } from './appConfig.tsx';
import { useSessionProfiles } from './clients/sessionProfiles.ts';
import type { Boot } from './bootstrap.ts';
import { fr } from './i18n/fr.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { dismissInstant, instantPath } from './instant/handoff.ts';
import { AdminShell } from './layout/AdminShell.tsx';
import { GlobalSpinner } from './layout/GlobalSpinner.tsx';
import { Layout } from './layout/Layout.tsx';
import { Notification } from './layout/Notification.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';
import { pageRoutes } from './pages/registry.ts';
import { PageLoading, pageRouteElements, shellRouteElements } from './routing/pageRouteElements.tsx';
import { RequireSession } from './routing/RequireSession.tsx';
import { viewRoutes } from './routing/viewRoutes.tsx';
import { OPEN_RECORD_PATH } from './views/paths.ts';
import { authProvider } from './session/authProvider.ts';
import { theme } from './theme.ts';
import { UnknownPage } from './widgets/basics/UnknownPage.tsx';

const store = memoryStore();

// The sign-in pages and the home page: chunks of their own, so that the start (a list) does not carry them.
const LoginPage = lazy(() => import('./pages/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('./pages/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const HomePage = lazy(() => import('./pages/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const OpenRecordPage = lazy(() => import('./pages/OpenRecordPage.tsx'));
// The public survey form: a page of the post-training domain, its own chunk, outside the session guard.
const SurveyFormPage = lazy(() => import('./pages/postformation/form/SurveyFormPage.tsx'));
const PublicResultatsPage = lazy(() => import('./pages/qualite/PublicResultatsPage.tsx'));
// The trainee space's frame (its app bar and menu), its own chunk: only a trainee's account loads it.
const TraineeFrame = lazy(() => import('./pages/attendance/espace/TraineeFrame.tsx'));

// Its own chunk (schemas, validators, Hydra client), preloaded by index.html: started as soon as this module
// runs, not after the first render.
let booting: Promise<Boot> | undefined;
const startBoot = () => (booting ??= import('./bootstrap.ts').then((m) => m.bootstrap()));
if (typeof window !== 'undefined') startBoot().catch(() => undefined);

function Starting({ error }: { error?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      {error ? <Typography color="error">{error}</Typography> : <CircularProgress aria-label={fr.app.loading} />}
    </Box>
  );
}

/** How long the first page drawn early may stay once the app runs, whatever it shows (e.g. a bespoke page
 * that a resource file's route would collide with): the list normally takes over well within it. */
const INSTANT_MAX_MS = 5_000;

/** The first page drawn early (instant/) goes when the app shows another page (a redirect to the login page,
 * a record opened from it); the list itself removes it when its rows are shown (views/GenericList.tsx). */
function InstantGuard() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const shown = instantPath();
    if (shown !== null && shown !== pathname) dismissInstant();
  }, [pathname]);
  useEffect(() => {
    const timer = setTimeout(dismissInstant, INSTANT_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export function App() {
  const [boot, setBoot] = useState<Boot | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    startBoot().then(setBoot, (e: unknown) => {
      console.error(e);
      dismissInstant();
      setError(fr.app.notification.error);
    });
  }, []);
  // The client profiles follow the session (a sign-in loads its centre's: clients/sessionProfiles.ts).
  const session = useSessionProfiles();
  const config = useMemo(
    () =>
      boot && (session ? { ...boot.config, profiles: session.profiles, profileErrors: session.errors } : boot.config),
    [boot, session],
  );
  if (!boot || !config) return <Starting error={error} />;
  return (
    <AppConfigContext.Provider value={config}>
      {/* History mode (spec 000 section 2): react-admin would use a hash router on its own. */}
      <BrowserRouter>
        <InstantGuard />
        <AdminShell
          title={fr.app.product}
          dataProvider={boot.dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={theme}
          layout={Layout}
          notification={Notification}
          catchAll={UnknownPage}
          // In memory: the browser storage holds only the session keys of spec 000, wiped on logout and 401.
          store={store}
        >
          <CustomRoutes noLayout>
            <Route
              path="/"
              element={
                <>
                  <ScrollToTop />
                  <Suspense fallback={<Starting />}>
                    <LoginPage />
                  </Suspense>
                </>
              }
            />
            <Route
              path="/mot-de-passe-oublie"
              element={
                <>
                  <ScrollToTop />
                  <Suspense fallback={<Starting />}>
                    <ForgotPasswordPage />
                  </Suspense>
                </>
              }
            />
            <Route
              path="/reset-password/reset"
              element={
                <>
                  <ScrollToTop />
                  <Suspense fallback={<Starting />}>
                    <ResetPasswordPage />
                  </Suspense>
                </>
              }
            />
            <Route
              path="/survey/form/:id"
              element={
                <>
                  <ScrollToTop />
                  <Suspense fallback={<Starting />}>
                    <SurveyFormPage />
                  </Suspense>
                </>
              }
            />
            <Route
              path="/resultats/:token"
              element={
                <>
                  <ScrollToTop />
                  <Suspense fallback={<Starting />}>
                    <PublicResultatsPage />
                  </Suspense>
                </>
              }
            />
            {shellRouteElements(pageRoutes, TraineeFrame)}
          </CustomRoutes>
          <CustomRoutes>
            {(
              [
                ['/accueil', <HomePage />],
                [OPEN_RECORD_PATH, <OpenRecordPage />],
              ] as const
            ).map(([path, page]) => (
              <Route
                key={path}
                path={path}
                element={
                  <RequireSession>
                    <Suspense fallback={<PageLoading />}>{page}</Suspense>
                  </RequireSession>
                }
              />
            ))}
            {pageRouteElements(pageRoutes)}
            {viewRoutes(boot.config.views)}
          </CustomRoutes>
        </AdminShell>
      </BrowserRouter>
      <GlobalSpinner />
    </AppConfigContext.Provider>
  );
}
