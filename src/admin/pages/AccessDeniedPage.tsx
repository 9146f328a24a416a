// A signed-in user whose roles do not open a page: a French "accès refusé" page with a link home.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title } from 'react-admin';
import { fr } from '../i18n/fr.ts';

export function AccessDeniedPage() {
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={fr.app.basics.deniedTitle} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {fr.app.basics.deniedTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 3 }}>
        {fr.app.basics.deniedText}
      </Typography>
      <Button component={RouterLink} to="/accueil" variant="contained">
        {fr.app.notFound.home}
      </Button>
    </Box>
  );
}
