// On a contract's detail page: the way to its apprenticeship contract form (cerfa 10103).
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { entreprisesFr } from '../../../i18n/entreprises.ts';

const t = entreprisesFr.cerfa;

export default function CerfaPanel({ id }: { id: number | string }) {
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>{t.panelTitle}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{t.panelText}</Typography>
      <Button variant="outlined" component={RouterLink} to={`/stagiaire/contrats/${id}/cerfa`}>{t.open}</Button>
    </>
  );
}
