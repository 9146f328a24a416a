// The external spaces' frame, for a phone first: an app bar with the space's menu (a trainee's « Mon planning »,
// « Mes présences », « Mes absences », « Mon livret », « Mes documents », « Mes enquêtes »; a tutor's « Mes
// apprentis »; a trainer's « Mes séances », « Mes apprenants », « Mes documents », « Mes disponibilités », « Mes
// notifications »;
// « Se déconnecter »)
// and the page below. Those accounts see nothing of the back-office.
import { useState, type ReactNode } from 'react';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { attendanceFr } from '../../../i18n/attendance.ts';
import { getRoles } from '../../../session/storage.ts';

const t = attendanceFr.espace;
export const TRAINEE_PAGES = [
  { to: '/mon-espace/planning', label: t.planning },
  { to: '/mon-espace/presences', label: t.presences },
  { to: '/mon-espace/absences', label: t.absences },
  { to: '/mon-espace/livret', label: t.livret },
  { to: '/mon-espace/documents', label: t.documents },
  { to: '/mon-espace/enquetes', label: t.enquetes },
];
/** The menu of each external space, by the account's role (the frame is the same for the three). */
const SPACES = [
  { role: 'ROLE_STAGIAIRE', title: t.title, pages: TRAINEE_PAGES },
  { role: 'ROLE_ENTREPRISE', title: t.tutorTitle, pages: [{ to: '/tuteur/apprentis', label: t.apprentices }] },
  {
    role: 'ROLE_FORMATEUR',
    title: t.trainerTitle,
    pages: [
      { to: '/formateur/seances', label: t.sessions },
      { to: '/formateur/apprenants', label: t.learners },
      { to: '/formateur/documents', label: t.trainerDocuments },
      { to: '/formateur/disponibilites', label: t.availabilities },
      { to: '/formateur/notifications', label: t.notifications },
    ],
  },
];

export default function TraineeFrame({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const roles = getRoles();
  const space = SPACES.find((s) => roles.includes(s.role)) ?? SPACES[0]!;
  const current = space.pages.find((p) => p.to === pathname);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t.menu}
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h1" noWrap>
            {current?.label ?? space.title}
          </Typography>
        </Toolbar>
      </AppBar>
      {/* The drawer is a dialog for assistive technologies: it bears the menu's name; its list holds list items. */}
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': t.menu } }}>
        <Box component="nav" aria-label={t.menu} sx={{ width: 260 }}>
          <Typography variant="subtitle1" sx={{ p: 2 }}>
            {space.title}
          </Typography>
          <List>
            {space.pages.map((p) => (
              <ListItem key={p.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={p.to}
                  selected={p.to === pathname}
                  onClick={() => setOpen(false)}
                >
                  <ListItemText primary={p.label} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  setOpen(false);
                  void logout();
                }}
              >
                <ListItemText primary={t.logout} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
}
