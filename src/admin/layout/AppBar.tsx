// Top bar: product name, the page title, the signed-in user's name and a logout.
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { productName } from '../config.ts';

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
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
    </RaAppBar>
  );
}
