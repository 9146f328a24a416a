// « Variables disponibles »: the catalogue of src/shared/documents/variables.ts by group, each as it is written
// in a model (`{etudiant.nom}`) with what it is replaced by. A native <details> disclosure: MUI's Accordion
// would be pulled into the start chunk by the bundler (measured, bench P4).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { variablesByGroup } from '../../../../shared/documents/variables.ts';
import { documentsFr } from '../../../i18n/documents.ts';

const t = documentsFr.generation;

export function VariablesCatalogue() {
  return (
    <Box component="details" sx={{ mb: 2, '& > summary': { cursor: 'pointer', py: 1 } }}>
      <summary>
        <Typography component="h2" variant="subtitle1" sx={{ display: 'inline' }}>
          {t.catalogueTitle}
        </Typography>
      </summary>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.catalogueIntro}
      </Typography>
      <Table size="small" aria-label={t.catalogueTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.variable}</TableCell>
            <TableCell>{t.meaning}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variablesByGroup().flatMap(({ group, variables }) => [
            <TableRow key={group}>
              <TableCell colSpan={2}>
                <strong>{group}</strong>
              </TableCell>
            </TableRow>,
            ...variables.map((v) => (
              <TableRow key={v.key}>
                <TableCell>
                  <code>{`{${v.key}}`}</code>
                </TableCell>
                <TableCell>{v.label}</TableCell>
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
    </Box>
  );
}
