// Route guard (spec 000 section 2): a restricted path with a readable stored user is remembered as the last
// path and proceeds; a missing user goes to /; an unreadable one is logged, the storage cleared, then /.
// A trainee's, a company tutor's or a trainer's account goes to its own space from any back-office page (`trainee`
// marks the spaces' pages), and the server refuses it everything else anyway.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fr } from '../i18n/fr.ts';
import { getRoles, readUser, setLastPath, wipeStorage } from '../session/storage.ts';

export const TRAINEE_HOME = '/mon-espace/planning';
/** The home of each account of an external space (trainee, company tutor, trainer), which sees nothing else. */
const SPACE_HOMES: [string, string][] = [
  ['ROLE_STAGIAIRE', TRAINEE_HOME],
  ['ROLE_ENTREPRISE', '/tuteur/apprentis'],
  ['ROLE_FORMATEUR', '/formateur/seances'],
];
export function spaceHome(roles: string[]): string | undefined {
  return SPACE_HOMES.find(([role]) => roles.includes(role))?.[1];
}

export function RequireSession({ children, trainee = false }: { children: ReactNode; trainee?: boolean }) {
  const location = useLocation();
  const reading = readUser();
  if (reading.state === 'missing') return <Navigate to="/" replace />;
  if (reading.state === 'unreadable') {
    console.error(fr.app.auth.unreadableUser, reading.error);
    wipeStorage();
    return <Navigate to="/" replace />;
  }
  const home = spaceHome(getRoles());
  if (!trainee && home) return <Navigate to={home} replace />;
  setLastPath(`${location.pathname}${location.search}`);
  return <>{children}</>;
}
