// The left menu: "Accueil" then coloured sections of links, rendered from plain menu data (MenuSectionData[]).
import { Box, ListSubheader, MenuList } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { MenuItemLink, useSidebarState } from 'react-admin';
import { fr } from '../i18n/fr.ts';
import type { MenuSectionData } from './menuTypes.ts';
import { iconOf } from './icons.ts';

export function Menu({ sections }: { sections: MenuSectionData[] }) {
  const [open] = useSidebarState();
  return (
    <Box component="nav" aria-label="Menu principal" sx={{ pt: 1, pb: 2 }}>
      <MenuList dense disablePadding>
        <MenuItemLink to="/accueil" primaryText={fr.app.menu.home} leftIcon={<HomeIcon />} />
      </MenuList>
      {sections.map((section) => (
        <MenuList
          key={section.key}
          dense
          disablePadding
          aria-label={section.label}
          sx={{ mt: 1, borderLeft: `4px solid ${section.color}` }}
          subheader={
            open ? (
              // Inside a role="menu" list: not a list item, and hidden from assistive technologies, which read
              // the same heading as the menu's name (aria-label).
              <ListSubheader
                role="presentation"
                aria-hidden
                disableSticky
                sx={{
                  lineHeight: '32px',
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  fontSize: 12,
                  letterSpacing: 0.6,
                  bgcolor: 'transparent',
                }}
              >
                {section.label}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.items.map((item) => {
            const Icon = iconOf(item.icon);
            return <MenuItemLink key={item.key} to={item.to} primaryText={item.label} leftIcon={<Icon />} />;
          })}
        </MenuList>
      ))}
    </Box>
  );
}
