// The panels that bespoke domains add to a resource's generic detail page (pages/<domain>/panels.ts), each
// lazy-loaded in its own card, so a domain enriches a generic page without a hand-written screen.
import { Suspense } from 'react';
import { Card, CardContent, LinearProgress } from '@mui/material';
import { showPanels } from '../pages/registry.ts';

export function ShowPanels({ resource, id }: { resource: string; id: number | string }) {
  const mine = showPanels.filter((panel) => panel.resource === resource);
  return (
    <>
      {mine.map(({ Component }, i) => (
        <Card key={i} variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Suspense fallback={<LinearProgress aria-label="Chargement" />}>
              <Component id={id} />
            </Suspense>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
