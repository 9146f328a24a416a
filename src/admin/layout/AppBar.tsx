// Top bar: product name, the page title, the alerts' and notifications' badges (a lazy chunk, issue 17), the
// signed-in user's name, a link to the API reference (served by the API at <entrypoint>/docs, opened in a new
// tab) and a logout.
import { lazy, Suspense } from 'react';
import { Box, MenuItem, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { entrypoint, productName } from '../config.ts';
import { fr } from '../i18n/fr.ts';

const AppBarBadges = lazy(() => import('../pages/pilotage/AppBarBadges.tsx'));

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
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
      <Suspense fallback={null}><AppBarBadges /></Suspense>
    </RaAppBar>
  );
}
