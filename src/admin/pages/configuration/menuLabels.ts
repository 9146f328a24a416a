// The French names of the menu's sections and sub-modules as a client would see them (the catalogue's labels,
// some a function of the client's denominations), for the client profile form.
import {
  defaultParameters,
  mergeEntry,
  sections,
  type ClientProfile,
  type SectionKey,
} from '../../../shared/clients/index.ts';
import type { SectionDef, SubModuleDef } from '../../../shared/clients/catalogue.ts';

const parametersOf = (draft: ClientProfile) => {
  try {
    return mergeEntry(draft.entries[0], draft.common);
  } catch {
    return defaultParameters;
  }
};

export function sectionTitle(section: SectionKey, draft: ClientProfile): string {
  const def = sections[section] as SectionDef;
  return typeof def.label === 'function' ? def.label(parametersOf(draft)) : def.label;
}

export function labelOfSubModule(section: SectionKey, item: string, draft: ClientProfile): string {
  const def = (sections[section] as SectionDef).items as Record<
    string,
    SubModuleDef | ((p: ReturnType<typeof parametersOf>) => SubModuleDef)
  >;
  const entry = def[item];
  return typeof entry === 'function' ? entry(parametersOf(draft)).label : entry.label;
}
