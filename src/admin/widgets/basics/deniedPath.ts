// Whether an unknown path is a screen of the menu catalogue that this user may not open (a role, an antenne
// level or a client flag hides it): such a page answers « Accès refusé », not « Page introuvable ».
import { buildMenu, sections, type ResolvedProfile } from '../../../shared/clients/index.ts';
import type { SubModuleDef } from '../../../shared/clients/catalogue.ts';

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function isDeniedCataloguePath(pathname: string, profile: ResolvedProfile, roles: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const catalogue: string[] = [];
  for (const section of Object.values(sections)) {
    for (const def of Object.values(
      section.items as Record<string, SubModuleDef | ((p: ResolvedProfile) => SubModuleDef)>,
    )) {
      catalogue.push((typeof def === 'function' ? def(profile) : def).to);
    }
  }
  if (!catalogue.some((to) => under(path, to))) return false;
  const offered = buildMenu(profile, profile.level, roles).flatMap((s) => s.items.map((i) => i.to));
  return !offered.some((to) => under(path, to));
}
