// Route guard (spec 000 section 2): a restricted path with a readable stored user is remembered as the last
// path and proceeds; a missing user goes to /; an unreadable one is logged, the storage cleared, then /.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fr } from '../i18n/fr.ts';
import { readUser, setLastPath, wipeStorage } from '../session/storage.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const reading = readUser();
  if (reading.state === 'missing') return <Navigate to="/" replace />;
  if (reading.state === 'unreadable') {
    console.error(fr.app.auth.unreadableUser, reading.error);
    wipeStorage();
    return <Navigate to="/" replace />;
  }
  setLastPath(`${location.pathname}${location.search}`);
  return <>{children}</>;
}
