// Client profiles (clients/*.json): validation, merge over defaults, lookup, menu and access helpers.
export * from './types.ts';
export { defaultParameters, trainingFormFields } from './defaults.ts';
export { ClientProfileError, parseProfile, parseProfiles, keyOfFile } from './validate.ts';
export { formatErrors, formatRule } from './messages.ts';
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
