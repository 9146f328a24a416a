// Top bar: product name, the page title, the alerts' and notifications' badges (a lazy chunk), the
// signed-in user's name and their menu: their own profile (/modifier-profil), their Google link and Forms
// (/google-forms), a link to the API reference
// (served by the API at <entrypoint>/docs, opened in a new tab) and a logout.
import { lazy, Suspense } from 'react';
import { Box, MenuItem, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { entrypoint, productName } from '../config.ts';
import { fr } from '../i18n/fr.ts';

const AppBarBadges = lazy(() => import('../pages/pilotage/AppBarBadges.tsx'));

/** A page of the user's own; choosing it closes the menu as the page opens. */
function PageItem({ to, label }: { to: string; label: string }) {
  const menu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={to} onClick={() => menu?.onClose()}>
      {label}
    </MenuItem>
  );
}

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <PageItem to="/modifier-profil" label={fr.app.auth.editProfile} />
          <PageItem to="/google-forms" label={fr.app.auth.google} />
          <MenuItem component="a" href={`${entrypoint}/docs`} target="_blank" rel="noopener">
            {fr.app.auth.apiReference}
          </MenuItem>
          <Logout />
        </UserMenu>
      }
    >
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, mr: 2, letterSpacing: 0.3 }}>
        {productName}
      </Typography>
      <Box component="span" sx={{ opacity: 0.6, mr: 2, display: { xs: 'none', sm: 'inline' } }}>
        |
      </Box>
      <TitlePortal variant="subtitle1" />
      <Suspense fallback={null}>
        <AppBarBadges />
      </Suspense>
    </RaAppBar>
  );
}
