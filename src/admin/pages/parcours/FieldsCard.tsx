// A card of labelled values of the shown record (as the generic detail page draws a section).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Labeled } from 'react-admin';
import { FieldDisplay } from '../../views/FieldDisplay.tsx';
import type { FieldView } from '../../views/viewTypes.ts';

export function FieldsCard({ title, fields }: { title?: string; fields: FieldView[] }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        {title ? (
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {title}
          </Typography>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {fields.map((field) => (
            <Labeled key={field.name} label={field.label} source={field.name}>
              <FieldDisplay field={field} />
            </Labeled>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
