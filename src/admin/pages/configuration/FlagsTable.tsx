// The access flags and labels of a resolved profile, as a table of oui / non.
import { Paper, TableContainer } from '@mui/material';
import { gedFolders, type BooleanFlag, type ResolvedProfile } from '../../../shared/clients/index.ts';
import { configurationFr as t } from '../../i18n/configuration.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';

const flagLabels = t.clientForm.flagLabels as Record<BooleanFlag, string>;

export function FlagsTable({ profile }: { profile: ResolvedProfile }) {
  const folders = gedFolders(profile);
  const rows: Array<[string, string]> = [
    ...(Object.keys(flagLabels) as BooleanFlag[]).map((flag): [string, string] => [
      flagLabels[flag],
      profile.accessRight[flag] ? 'oui' : 'non',
    ]),
    ['Dossiers de la GED', folders.length ? folders.join(', ') : 'aucun'],
    ['Liste courte des types de frais', profile.conventions.haveFeeTypeShortList ? 'oui' : 'non'],
    ['Champ antenne', profile.denominations.antenneField],
    ['Champ code analytique', profile.denominations.codeAnalytiqueField],
    ['Mot employé pour une antenne', profile.denominations.antenneOrDispositif],
    [
      "Types d'entretien proposés",
      `${profile.entretien.interviewsType.length} : ${profile.entretien.interviewsType.join(', ')}`,
    ],
    ['Détails de facture proposés', profile.facturation.typeFactureDetails.join(', ')],
    ['Filtres de la liste des stagiaires', profile.stagiaire.filtres.join(', ')],
    ['Filtres des listes pédagogiques', profile.pedagogie.filtres.join(', ')],
  ];
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 560 }}>
      <DataTable
        label="Droits d'accès"
        rows={rows}
        rowKey={([label]) => label}
        columns={[
          { key: '0', label: 'Droit', rowHeader: true },
          { key: '1', label: 'Valeur' },
        ]}
      />
    </TableContainer>
  );
}
