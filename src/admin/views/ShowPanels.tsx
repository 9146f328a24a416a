// The panels that bespoke domains add to a resource's generic detail page (pages/<domain>/panels.ts), each
// lazy-loaded in its own card, so a domain enriches a generic page without a hand-written screen.
import { Suspense } from 'react';
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { showPanels } from '../pages/registry.ts';

export function ShowPanels({ resource, id }: { resource: string; id: number | string }) {
  const mine = showPanels.filter((panel) => panel.resource === resource);
  return (
    <>
      {mine.map(({ Component, title }, i) => (
        <Card key={i} variant="outlined" sx={{ mb: 2 }} component="section" aria-label={title}>
          <CardContent>
            {title && (
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {title}
              </Typography>
            )}
            <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
              <Component id={id} />
            </Suspense>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
