// On a sequence's detail page: the way to pick its content in the referential's tree, and to evaluate it in
// the grid, for a trainee or a whole group.
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { pedagogieFr } from '../../../i18n/pedagogie.ts';

export default function SequenceGridPanel({ id }: { id: number | string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 240 }}>
        {pedagogieFr.grille.panelIntro}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={`/pedagogie/sequences/${id}/contenu`}>
        {pedagogieFr.sequence.open}
      </Button>
      <Button
        variant="contained"
        component={RouterLink}
        to={`/pedagogie/evaluations/grille?sequence=${encodeURIComponent(`/api/antenne_sequences/${id}`)}`}
      >
        {pedagogieFr.grille.open}
      </Button>
    </Stack>
  );
}
