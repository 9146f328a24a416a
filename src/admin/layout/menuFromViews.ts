// Derives the menu data from the views' menu placement (resource files), filtered by the user's roles.
import { fr } from '../i18n/fr.ts';
import type { ViewConfig } from '../views/viewTypes.ts';
import type { MenuSectionData } from './menuTypes.ts';
import { moduleColours, sectionOrder } from './moduleColours.ts';

const sectionLabels: Record<string, string> = fr.app.menu.sections;

/** Roles and the client's accessRight flag (`access.flag`, hidden unless the profile sets it true). */
export function canSee(view: Pick<ViewConfig, 'roles' | 'flag'>, roles: readonly string[], flags: Record<string, unknown> = {}): boolean {
  if (view.flag && flags[view.flag] !== true) return false;
  return !view.roles || view.roles.some((role) => roles.includes(role));
}

export function menuFromViews(views: ViewConfig[], roles: string[]): MenuSectionData[] {
  const sections = new Map<string, MenuSectionData>();
  const placed = views
    .filter((v) => v.menu && canSee(v, roles))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  for (const view of placed) {
    const menu = view.menu!;
    const section = sections.get(menu.section) ?? {
      key: menu.section,
      label: sectionLabels[menu.section] ?? menu.section,
      color: moduleColours[menu.section] ?? '#B8B8B8',
      items: [],
    };
    section.items.push({ key: menu.key, label: menu.label ?? view.labelMany, to: view.paths.list, icon: menu.icon });
    sections.set(menu.section, section);
  }
  return [...sections.values()].sort((a, b) => sectionOrder.indexOf(a.key) - sectionOrder.indexOf(b.key));
}
