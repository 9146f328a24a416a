// The choices an enum input offers: the reference list's selectable entries the view keeps (a client profile
// may narrow them, widgets/settings/applySettings.ts), plus the record's current value, so that editing a
// record never loses a value its client no longer offers.
import { isReferenceList, referenceChoices } from '../../shared/reference/index.ts';
import type { Choice } from '../model/types.ts';
import type { FieldView } from './viewTypes.ts';

/** Null-id entries ("Non renseigné") are the empty option of the select, not a choice. */
export const realChoices = (choices: Choice[] = []) => choices.filter((c) => c.id !== null);

export function enumChoices(field: Pick<FieldView, 'enumName' | 'choices'>, current: unknown): Choice[] {
  if (!field.enumName || !isReferenceList(field.enumName)) return realChoices(field.choices);
  const offered = field.choices && new Set(field.choices.map((c) => c.id));
  return referenceChoices(field.enumName, current)
    .filter((item) => item.id !== null && (!offered || offered.has(item.id) || item.id === current))
    .map((item) => ({ id: item.id, name: item.label }));
}
