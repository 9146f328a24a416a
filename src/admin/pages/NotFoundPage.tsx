// Any unknown path: a French not-found page with a link home.
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title } from 'react-admin';
import { fr } from '../i18n/fr.ts';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={fr.app.notFound.title} />
      <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 300 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        {fr.app.notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 3 }}>
        {fr.app.notFound.text}
      </Typography>
      <Button component={RouterLink} to="/accueil" variant="contained">
        {fr.app.notFound.home}
      </Button>
    </Box>
  );
}
