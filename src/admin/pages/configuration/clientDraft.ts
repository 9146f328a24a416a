// The form view's edits of a client profile draft, as pure functions: the menu's sub-modules per section and
// the access flags, both written in `common` (shared by every entry of the profile; an entry that sets its own
// value keeps it, which the form says). Each returns a new profile; the input is not changed.
import {
  defaultParameters,
  sections,
  type BooleanFlag,
  type ClientProfile,
  type SectionKey,
} from '../../../shared/clients/index.ts';

type Menu = NonNullable<NonNullable<ClientProfile['common']>['menu']>;

const copy = (draft: ClientProfile): ClientProfile => structuredClone(draft);

/** Sub-modules of a section in catalogue order. */
export const subModulesOf = (section: SectionKey): string[] => Object.keys(sections[section].items);

/** What the profile's common part lists for a section, else the defaults. */
export const menuOf = (draft: ClientProfile, section: SectionKey): string[] => [
  ...((draft.common?.menu?.[section] as string[] | undefined) ??
    (defaultParameters.menu[section] as readonly string[])),
];

/** Shows or hides one sub-module; the section's list stays in catalogue order. */
export function toggleMenuItem(draft: ClientProfile, section: SectionKey, item: string, shown: boolean): ClientProfile {
  const current = new Set(menuOf(draft, section));
  if (shown) current.add(item);
  else current.delete(item);
  const next = copy(draft);
  const menu = { ...next.common?.menu, [section]: subModulesOf(section).filter((key) => current.has(key)) } as Menu;
  next.common = { ...next.common, menu };
  return next;
}

export const flagOf = (draft: ClientProfile, flag: BooleanFlag): boolean =>
  draft.common?.accessRight?.[flag] ?? defaultParameters.accessRight[flag];

export function setFlag(draft: ClientProfile, flag: BooleanFlag, value: boolean): ClientProfile {
  const next = copy(draft);
  next.common = { ...next.common, accessRight: { ...next.common?.accessRight, [flag]: value } };
  return next;
}

/** Entries that set their own menu or flags: the common edit does not reach them. */
export const entriesOverriding = (draft: ClientProfile, part: 'menu' | 'accessRight'): string[] =>
  draft.entries.filter((e) => e[part] !== undefined).map((e) => e.id);
