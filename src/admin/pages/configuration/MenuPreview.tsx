// The resolved menu as a list: one coloured block per section, its sub-modules with their routes.
import { Box, List, ListItem, ListItemText, ListSubheader, Paper } from '@mui/material';
import type { MenuSection } from '../../../shared/clients/index.ts';

export function MenuPreview({ menu }: { menu: readonly MenuSection[] }) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 340, p: 1 }} aria-label="Menu résolu">
      {menu.length === 0 && <Box sx={{ p: 2 }}>Aucune entrée de menu.</Box>}
      {menu.map((section) => (
        <List
          key={section.key}
          dense
          aria-label={section.label}
          sx={{ borderLeft: `6px solid ${section.color}`, mb: 1 }}
          subheader={
            <ListSubheader
              disableSticky
              sx={{ bgcolor: section.color, color: 'text.primary', fontWeight: 600, lineHeight: '32px' }}
            >
              {section.label}
            </ListSubheader>
          }
        >
          {section.items.map((item) => (
            <ListItem key={item.key}>
              <ListItemText primary={item.label} secondary={item.to} />
            </ListItem>
          ))}
        </List>
      ))}
    </Paper>
  );
}
