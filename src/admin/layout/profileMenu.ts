// The menu of a signed-in user from their client profile: buildMenu(profile, level, roles) says which sections
// and entries the client has; an entry is kept only when a visible view or an openable bespoke page answers at
// its path (never a link to the not-found page). Views whose path no profile entry names (e.g. absences) keep
// their resource-file placement, so a new screen is reachable before the profiles name it.
import { buildMenu, sections, type ResolvedProfile } from '../../shared/clients/index.ts';
import type { SubModuleDef } from '../../shared/clients/catalogue.ts';
import type { PageRoute } from '../pages/types.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import { canAccess } from '../../shared/access.ts';
import { moduleColours } from '../../shared/clients/catalogue.ts';
import type { MenuSectionData } from './menuTypes.ts';
import { branchText } from '../widgets/settings/loaded.ts';

/** Resource-file sections (module ids of spec 000 section 9) → client-profile menu sections. */
const profileSectionOf: Record<string, string> = { antenne: 'gestion', pedagogie: 'formation', stats: 'statistiques' };

/** Every path the catalogue can link to for this profile. */
function cataloguePaths(profile: ResolvedProfile): Set<string> {
  const paths = new Set<string>();
  for (const section of Object.values(sections)) {
    for (const def of Object.values(
      section.items as Record<string, SubModuleDef | ((p: ResolvedProfile) => SubModuleDef)>,
    )) {
      paths.add((typeof def === 'function' ? def(profile) : def).to);
    }
  }
  return paths;
}

export function profileMenu(
  profile: ResolvedProfile,
  roles: readonly string[],
  views: ViewConfig[],
  pages: PageRoute[],
): MenuSectionData[] {
  const user = { roles, flags: profile.accessRight };
  const visible = views.filter((v) => canAccess(user, { action: 'list', resource: v }));
  const icons = new Map(visible.map((v) => [v.paths.list, v.menu?.icon]));
  const answered = new Set([
    ...visible.map((v) => v.paths.list),
    ...pages.filter((p) => canAccess(user, { action: 'list', resource: p })).map((p) => `/${p.path}`),
  ]);
  const menu: MenuSectionData[] = buildMenu(profile, profile.level, roles).map((section) => ({
    key: section.key,
    label: section.label,
    color: section.color,
    items: section.items.filter((item) => answered.has(item.to)).map((item) => ({ ...item, icon: icons.get(item.to) })),
  }));
  const named = cataloguePaths(profile);
  const extras = visible
    .filter((v) => v.menu && !named.has(v.paths.list))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  for (const view of extras) {
    const placement = view.menu!;
    const key = profileSectionOf[placement.section] ?? placement.section;
    let section = menu.find((s) => s.key === key);
    if (!section) {
      const def = (
        sections as Record<string, { label: string | ((p: ResolvedProfile) => string); color: string } | undefined>
      )[key];
      section = {
        key,
        label: def ? (typeof def.label === 'function' ? def.label(profile) : def.label) : key.toUpperCase(),
        color: def?.color ?? (moduleColours as Record<string, string>)[placement.section] ?? '#B8B8B8',
        items: [],
      };
      menu.push(section);
    }
    section.items.push({
      key: `${key}.${placement.key}`,
      label: branchText(placement.label ?? view.labelMany, profile),
      to: view.paths.list,
      icon: placement.icon,
    });
  }
  return menu.filter((s) => s.items.length > 0);
}
