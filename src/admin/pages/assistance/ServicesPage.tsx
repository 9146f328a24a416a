// /test: the external services the back-office depends on (mail, France compétences, ROME job sheets, Google) and
// whether this server is configured for each, with the variables to set.
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { useServices } from './services.tsx';

const t = postFormationFr.references;

export default function ServicesPage() {
  const services = useServices();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t.testTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.testIntro}
      </Typography>
      <Table size="small" aria-label={t.testTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{t.service}</TableCell>
            <TableCell>{t.servicesState}</TableCell>
            <TableCell>{t.detail}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(services ?? []).map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={s.configured ? 'success' : 'warning'}
                  label={s.configured ? t.configured : t.notConfigured}
                />
              </TableCell>
              <TableCell>
                {s.message}
                <Typography variant="body2" color="text.secondary">
                  {fill(t.variables, { vars: s.variables.join(', ') })}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
