// Top bar: product name, the page title, the alerts' and notifications' badges (a lazy chunk), the
// signed-in user's name and their menu: their own profile (/modifier-profil), a link to the API reference
// (served by the API at <entrypoint>/docs, opened in a new tab) and a logout.
import { lazy, Suspense } from 'react';
import { Box, MenuItem, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useUserMenu } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { entrypoint, productName } from '../config.ts';
import { fr } from '../i18n/fr.ts';

const AppBarBadges = lazy(() => import('../pages/pilotage/AppBarBadges.tsx'));

/** The user's own profile; choosing it closes the menu as the page opens. */
function ProfileItem() {
  const menu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to="/modifier-profil" onClick={() => menu?.onClose()}>
      {fr.app.auth.editProfile}
    </MenuItem>
  );
}

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <ProfileItem />
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
