// On a referential's detail page: the way to its tree editor.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';

export default function ReferentielTreePanel({ id }: { id: number | string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 240 }}>
        {pedagogieFr.arbre.panelIntro}
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/pedagogie/referentiels/${id}/arbre`}>
        {pedagogieFr.arbre.open}
      </Button>
    </Stack>
  );
}
