// The catch-all page: « Accès refusé » for a menu screen this user may not open, « Page introuvable » otherwise.
import { useLocation } from 'react-router-dom';
import { useClientProfile } from '../../clients/useClientProfile.ts';
import { AccessDeniedPage } from '../../pages/AccessDeniedPage.tsx';
import { NotFoundPage } from '../../pages/NotFoundPage.tsx';
import { getRoles } from '../../session/storage.ts';
import { isDeniedCataloguePath } from './deniedPath.ts';

export function UnknownPage() {
  const { pathname } = useLocation();
  const result = useClientProfile();
  if (result?.ok && isDeniedCataloguePath(pathname, result.profile, getRoles())) return <AccessDeniedPage />;
  return <NotFoundPage />;
}
