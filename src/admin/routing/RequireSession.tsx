// Route guard (spec 000 section 2): a restricted path with a readable stored user is remembered as the last
// path and proceeds; a missing user goes to /; an unreadable one is logged, the storage cleared, then /.
// A trainee's account (ROLE_STAGIAIRE) goes to its own space from any back-office page (`trainee` marks the
// space's pages), and the server refuses it everything else anyway.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fr } from '../i18n/fr.ts';
import { getRoles, readUser, setLastPath, wipeStorage } from '../session/storage.ts';

export const TRAINEE_HOME = '/mon-espace/planning';

export function RequireSession({ children, trainee = false }: { children: ReactNode; trainee?: boolean }) {
  const location = useLocation();
  const reading = readUser();
  if (reading.state === 'missing') return <Navigate to="/" replace />;
  if (reading.state === 'unreadable') {
    console.error(fr.app.auth.unreadableUser, reading.error);
    wipeStorage();
    return <Navigate to="/" replace />;
  }
  if (!trainee && getRoles().includes('ROLE_STAGIAIRE')) return <Navigate to={TRAINEE_HOME} replace />;
  setLastPath(`${location.pathname}${location.search}`);
  return <>{children}</>;
}
