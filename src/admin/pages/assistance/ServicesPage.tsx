// /test: the external services the back-office depends on (mail, France compétences, ROME job sheets, Google) and
// whether this server is configured for each, with the variables to set.
import { Box, Chip, Typography } from '@mui/material';
import { postFormationFr } from '../../i18n/postFormation.ts';
import { fill } from '../../i18n/fill.ts';
import { DataTable } from '../../widgets/kit/DataTable.tsx';
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
      <DataTable
        label={t.testTitle}
        rows={services ?? []}
        columns={[
          { key: 'name', label: t.service },
          {
            key: 'state',
            label: t.servicesState,
            render: (s) => (
              <Chip
                size="small"
                color={s.configured ? 'success' : 'warning'}
                label={s.configured ? t.configured : t.notConfigured}
              />
            ),
          },
          {
            key: 'detail',
            label: t.detail,
            render: (s) => (
              <>
                {s.message}
                <Typography variant="body2" color="text.secondary">
                  {fill(t.variables, { vars: s.variables.join(', ') })}
                </Typography>
              </>
            ),
          },
        ]}
      />
    </Box>
  );
}
