// Builds the menu of one user from the resolved profile: sections and sub-modules the client lists, gated by
// roles and accessRight flags, reduced for antenne-level users (spec 000 section 2).
import { canAccess } from '../access.ts';
import { sections, type SectionDef, type SubModuleDef } from './catalogue.ts';
import type { ClientParameters, Level, SectionKey, SubModuleKey } from './types.ts';

export interface MenuItem {
  key: string;
  label: string;
  to: string;
}

export interface MenuSection {
  key: SectionKey;
  label: string;
  color: string;
  items: MenuItem[];
}

/** Antenne-level reduction: no invoicing, post-training limited to follow-ups, no site settings. */
function keptAtAntenneLevel(section: SectionKey, item: string): boolean {
  if (section === 'facturation') return false;
  if (section === 'postformation') return item === 'suivis';
  if (section === 'gestion') return item !== 'parametres';
  return true;
}

function itemDef(section: SectionDef, key: string, profile: ClientParameters): SubModuleDef {
  const def = (section.items as Record<string, SubModuleDef | ((p: ClientParameters) => SubModuleDef)>)[key];
  return typeof def === 'function' ? def(profile) : def;
}

function isVisible(
  profile: ClientParameters,
  section: SectionKey,
  key: string,
  def: SubModuleDef,
  roles: readonly string[],
): boolean {
  if (!canAccess({ roles, flags: profile.accessRight }, { action: 'list', resource: def })) return false;
  if (section === 'gestion' && key === 'gedcollaborative') return profile.accessRight.gedFolders.length > 0;
  return true;
}

export function buildMenu(profile: ClientParameters, level: Level, roles: readonly string[]): MenuSection[] {
  const menu: MenuSection[] = [];
  for (const key of Object.keys(sections) as SectionKey[]) {
    const section = sections[key] as SectionDef;
    if (!canAccess({ roles }, { action: 'list', resource: section })) continue;
    const listed: readonly SubModuleKey[] = profile.menu[key];
    const items = listed
      .filter((item) => level === 'cfa' || keptAtAntenneLevel(key, item))
      .map((item) => ({ item, def: itemDef(section, item, profile) }))
      .filter(({ item, def }) => isVisible(profile, key, item, def, roles))
      .map(({ item, def }) => ({ key: `${key}.${item}`, label: def.label, to: def.to }));
    if (items.length === 0) continue;
    menu.push({
      key,
      label: typeof section.label === 'function' ? section.label(profile) : section.label,
      color: section.color,
      items,
    });
  }
  return menu;
}
