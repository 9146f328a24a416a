// The « Entreprise et tuteur » tab's head: the trainee's current contract (the latest one neither broken nor
// ended), with its company and tutor, drawn with the contracts view's own fields.
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { RecordContextProvider, useGetList } from 'react-admin';
import { useAppConfig } from '../../appConfig.tsx';
import { inscriptionsFr } from '../../i18n/inscriptions.ts';
import { FieldsCard } from '../parcours/FieldsCard.tsx';

const FIELDS = [
  'entreprise',
  'type_contrat',
  'date_debut',
  'date_fin',
  'tuteur_lastname',
  'tuteur_firstname',
  'tuteur_phone',
  'tuteur_mail',
];
const CONTRACTS = 'stagiaire/contrats';

export function CurrentContract({ id }: { id: number | string }) {
  const { views } = useAppConfig();
  const view = views.find((v) => v.key === CONTRACTS);
  const { data, isPending } = useGetList(
    CONTRACTS,
    {
      filter: { etudiant: id },
      sort: { field: 'date_debut', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    },
    { enabled: view !== undefined },
  );
  if (!view) return null;
  if (isPending) return <LinearProgress aria-label={inscriptionsFr.fiche.loading} />;
  const today = new Date().toISOString().slice(0, 10);
  const current = data?.find((c) => !c.date_rupture && (!c.date_fin || String(c.date_fin) >= today));
  if (!current) {
    return (
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography>{inscriptionsFr.fiche.noContract}</Typography>
        </CardContent>
      </Card>
    );
  }
  const fields = FIELDS.map((n) => view.fields.get(n)).filter((f) => f !== undefined);
  return (
    <RecordContextProvider value={current}>
      <FieldsCard title={inscriptionsFr.fiche.currentContract} fields={fields} />
    </RecordContextProvider>
  );
}
