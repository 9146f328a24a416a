// Client profiles (clients/*.json): merge over defaults, lookup, menu and access helpers. Their validation
// (parseProfile, parseProfiles: the ajv code of the profile schema, its French messages) is imported from ./validate.ts
// and ./messages.ts themselves, so that the admin's start, which uses these helpers, does not carry it.
export * from './types.ts';
export { defaultParameters, trainingFormFields } from './defaults.ts';
export { mergeEntry } from './merge.ts';
export {
  resolveProfile,
  resolveForUser,
  cfaIdFromIri,
  levelOfUser,
  noProfileMessage,
  type ResolveOptions,
  type UserProfileResult,
} from './resolve.ts';
export { buildMenu, type MenuItem, type MenuSection } from './menu.ts';
export { sections, moduleColours } from './catalogue.ts';
export { gedFolders, canOpenGedFolder } from './access.ts';
export { orderTrainingFormFields } from './form-order.ts';
export { narrowedLists, allowedIds, isOffered } from './narrowed.ts';
// Role choices (value and French label) come from the reference data, for pickers such as the preview page.
export { roles as roleOptions } from '../reference/general.ts';
