// The inputs of a create or edit form, grouped in the view's form sections (shared by both forms).
import { Box, Typography } from '@mui/material';
import { useAppConfig } from '../appConfig.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { ViewConfig } from './viewTypes.ts';

export function FormSections({ view, creating }: { view: ViewConfig; creating: boolean }) {
  const { model } = useAppConfig();
  return (
    <Box sx={{ width: '100%' }}>
      {view.formSections.map((section, i) => (
        <Box component="fieldset" key={section.title ?? i} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
          {section.title && (
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            }}
          >
            {section.fields
              .filter((f) => creating || !f.writeOnly || f.name === 'password')
              .map((field) => (
                <FieldInput key={field.name} field={field} model={model} owner={view.model} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
