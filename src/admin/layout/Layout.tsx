// The admin layout: app bar, left menu from the user's client profile, and one-time notices for each broken
// resource file or client profile. A user whose client has no valid profile sees why instead of a
// half-working app. Without a session (e.g. the not-found page of a visitor) it shows the page alone.
import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { Layout as RaLayout, Sidebar, useNotify, type SidebarProps } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import { useAppConfig } from '../appConfig.tsx';
import { useClientProfile } from '../clients/useClientProfile.ts';
import { pageRoutes } from '../pages/registry.ts';
import { Navigate } from 'react-router-dom';
import { getRoles, readUser } from '../session/storage.ts';
import { spaceHome } from '../routing/RequireSession.tsx';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { PathOnlyLocation } from '../routing/PathOnlyLocation.tsx';
import { profileMenu } from './profileMenu.ts';

let reported = false;

function useReportLoadErrors() {
  const { loadErrors, profileErrors } = useAppConfig();
  const notify = useNotify();
  useEffect(() => {
    const all = [...loadErrors, ...profileErrors];
    if (reported || all.length === 0) return;
    reported = true;
    all.forEach((message) => notify(message, { type: 'error', autoHideDuration: 6000 }));
  }, [loadErrors, profileErrors, notify]);
}

// Memoised: react-admin re-renders the layout several times while it starts (auth state, routes); the menu
// (every link of the profile) is redrawn only when its sections change.
const MemoMenu = memo(Menu);

function ConfiguredMenu() {
  const { views } = useAppConfig();
  const result = useClientProfile();
  const sections = useMemo(
    () => (result?.ok ? profileMenu(result.profile, getRoles(), views, pageRoutes) : []),
    [result, views],
  );
  // The links follow the path only: a sort, a search or a page of a list does not draw every link again.
  return (
    <PathOnlyLocation>
      <MemoMenu sections={sections} />
    </PathOnlyLocation>
  );
}

/** Shown in place of the pages when the user's client has no usable profile. */
function ProfileRefused({ message }: { message: string }) {
  const { profileErrors } = useAppConfig();
  return (
    <Alert severity="error" sx={{ m: 2, whiteSpace: 'pre-line' }}>
      <AlertTitle>Configuration du client invalide</AlertTitle>
      {[message, ...profileErrors].join('\n')}
    </Alert>
  );
}

/** The app bar follows the path only (PathOnlyLocation): a sort, a search or a page of a list does not draw it again
 * (its user menu, badges and tooltips), nor does react-admin's layout rendering again around a new page. */
const PathOnlyAppBar = memo(function PathOnlyAppBar() {
  return (
    <PathOnlyLocation>
      <AppBar />
    </PathOnlyLocation>
  );
});

/** On a phone the menu opens over the page as a dialog: named, as every dialog must be. */
function NamedSidebar(props: SidebarProps) {
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': fr.app.menu.label } }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  useReportLoadErrors();
  const result = useClientProfile();
  if (readUser().state !== 'ok') return <Box sx={{ p: 3 }}>{children}</Box>;
  // The back-office frame is not a trainee's (no client profile is served to its account): its own space instead,
  // whichever back-office address it lands on (after the login page, /accueil).
  const home = spaceHome(getRoles());
  if (home) return <Navigate to={home} replace />;
  return (
    // The layout keeps to the screen's width (react-admin's grows to its widest content): a wide list then scrolls
    // in its own box (theme.ts) and the page never scrolls sideways.
    <RaLayout
      appBar={PathOnlyAppBar}
      menu={ConfiguredMenu}
      sidebar={NamedSidebar}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      {result && !result.ok ? <ProfileRefused message={result.message} /> : children}
    </RaLayout>
  );
}
