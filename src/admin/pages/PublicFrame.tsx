// Frame of the public pages (login, forgot and reset password): a centred card under the product name.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { fr } from '../i18n/fr.ts';

export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #e8f1f5 0%, #f3eef5 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 3, boxShadow: '0 8px 30px rgba(30,50,80,0.12)' }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {fr.app.product}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {fr.app.tagline}
          </Typography>
          <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
