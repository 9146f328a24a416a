// The app bar's notifications and alerts, a lazy chunk the shell's AppBar mounts: two icon buttons
// whose badges are the counts of ONE light request (GET /api/pilotage_badges), counted again on each page
// change, when a page says so (refreshBadges) and every minute, outside the global spinner (quietGet). Each
// opens a menu: the latest unread notifications (mark one read with the spec's PUT readAt, or all) and the
// latest active alerts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Divider, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AlertIcon from '@mui/icons-material/NotificationImportant';
import { useNavigate, useLocation } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { pilotageFr } from '../../i18n/pilotage.ts';
import { fill } from '../../i18n/fill.ts';
import { apiGet, apiPath, apiSend, BADGES_EVENT, quietGet, refreshBadges, type HydraList } from './api.ts';
import { notificationBody } from '../../../shared/pilotage/notificationBody.ts';
import type { FieldsOf } from '../../data/recordOf.ts';

const t = pilotageFr.badges;
interface Badges {
  notifications_non_lues: number;
  alertes_actives: number;
}
type Note = FieldsOf<'notifications', '@id' | 'title' | 'message'>;
interface Alerte {
  '@id': string;
  title: string;
  type_label: string;
  date_alerte: string | null;
}

function useBadges(): Badges | null {
  const [badges, setBadges] = useState<Badges | null>(null);
  const { pathname } = useLocation();
  const load = useCallback(() => {
    quietGet<Badges>('pilotage_badges')
      .then((b) => {
        if (b) setBadges(b);
      })
      .catch(() => undefined);
  }, []);
  useEffect(load, [load, pathname]);
  useEffect(() => {
    window.addEventListener(BADGES_EVENT, load);
    const timer = window.setInterval(load, 60_000);
    return () => {
      window.removeEventListener(BADGES_EVENT, load);
      window.clearInterval(timer);
    };
  }, [load]);
  return badges;
}

function NotificationsMenu({ count }: { count: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [notes, setNotes] = useState<Note[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const firstRef = useRef<HTMLLIElement>(null);
  const markAllRef = useRef<HTMLLIElement>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const load = () =>
    apiGet<HydraList<Note>>('notifications', { 'exists[read_at]': 'false', itemsPerPage: 5, 'order[id]': 'desc' })
      .then((r) => setNotes(r['hydra:member']))
      .catch(() => setNotes([]));
  // The menu opens at the click and focuses its first item then, « Tout marquer comme lu », the notifications being
  // read meanwhile: once they come, the focus goes to the newest one's, unless the user has moved it since.
  useEffect(() => {
    if (notes.length > 0 && document.activeElement === markAllRef.current) firstRef.current?.focus();
  }, [notes]);
  const markRead = async (n: Note) => {
    try {
      await apiSend('PUT', apiPath(n['@id']), { readAt: new Date().toISOString() });
      notify(t.marked, { type: 'success' });
      setNotes((list) => list.filter((x) => x['@id'] !== n['@id']));
      // Its button goes with it: the focus stays in the menu, so Escape still closes it (keyboard users).
      listRef.current?.focus();
      refreshBadges();
    } catch {
      notify(t.failed, { type: 'error' });
    }
  };
  const markAll = async () => {
    try {
      const r = await apiSend<{ lues: number }>('POST', 'notifications_tout_lire');
      notify(fill(t.allMarked, { count: r.lues }), { type: 'success' });
      setNotes([]);
      refreshBadges();
    } catch {
      notify(t.failed, { type: 'error' });
    }
  };
  const label = fill(t.notifications, { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          onClick={(e) => {
            setAnchor(e.currentTarget);
            void load();
          }}
        >
          <Badge badgeContent={count} color="error" data-testid="badge-notifications">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t.notificationsTitle, ref: listRef } }}
      >
        <Typography variant="subtitle2" component="p" sx={{ px: 2, py: 1 }}>
          {t.notificationsTitle}
        </Typography>
        {notes.length === 0 && <MenuItem disabled>{t.none}</MenuItem>}
        {notes.map((n, i) => (
          <Box key={n['@id']} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5, maxWidth: 420 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {n.title}
              </Typography>
              {notificationBody(n) && (
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {notificationBody(n)}
                </Typography>
              )}
            </Box>
            {/* A menu item, not a button: a menu holds only menu items (ARIA), and the arrow keys reach it. */}
            <MenuItem
              ref={i === 0 ? firstRef : undefined}
              dense
              onClick={() => void markRead(n)}
              aria-label={fill(t.markReadOf, { title: n.title })}
              sx={{ color: 'primary.main', typography: 'button', fontSize: '0.8125rem', borderRadius: 1 }}
            >
              {t.markRead}
            </MenuItem>
          </Box>
        ))}
        <Divider />
        <MenuItem ref={markAllRef} disabled={count === 0} onClick={() => void markAll()}>
          {t.markAll}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/notifications');
          }}
        >
          {t.seeAllNotifications}
        </MenuItem>
      </Menu>
    </>
  );
}

function AlertesMenu({ count }: { count: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [alertes, setAlertes] = useState<Alerte[]>([]);
  const navigate = useNavigate();
  const label = fill(t.alertes, { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          onClick={(e) => {
            setAnchor(e.currentTarget);
            apiGet<HydraList<Alerte>>('mes_alertes', { itemsPerPage: 5 })
              .then((r) => setAlertes(r['hydra:member']))
              .catch(() => setAlertes([]));
          }}
        >
          <Badge badgeContent={count} color="warning" max={999} data-testid="badge-alertes">
            <AlertIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t.alertesTitle } }}
      >
        <Typography variant="subtitle2" component="p" sx={{ px: 2, py: 1 }}>
          {t.alertesTitle}
        </Typography>
        {alertes.length === 0 && <MenuItem disabled>{t.none}</MenuItem>}
        {alertes.map((a) => (
          <MenuItem
            key={a['@id']}
            onClick={() => {
              setAnchor(null);
              navigate('/alertes');
            }}
            sx={{ maxWidth: 420, whiteSpace: 'normal' }}
          >
            <Box>
              <Typography variant="body2">{a.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {a.type_label}
                {a.date_alerte ? ` · ${a.date_alerte.split('-').reverse().join('/')}` : ''}
              </Typography>
            </Box>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/alertes');
          }}
        >
          {t.seeAllAlertes}
        </MenuItem>
      </Menu>
    </>
  );
}

export default function AppBarBadges() {
  const badges = useBadges();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <AlertesMenu count={badges?.alertes_actives ?? 0} />
      <NotificationsMenu count={badges?.notifications_non_lues ?? 0} />
    </Box>
  );
}
