// The text of a value of an enumeration or yes/no field, as the lists and detail pages show it: read by
// FieldDisplay.tsx and by the first page drawn early (instant/firstPage.ts), so both say the same.
import { fr } from '../i18n/fr.ts';
import type { FieldView } from './viewTypes.ts';

const none = fr.app.resources.none;

export function choiceLabel(field: FieldView, value: unknown): string {
  const choice = field.choices?.find((c) => c.id === value);
  if (choice) return choice.name;
  return value === null || value === undefined || value === '' ? none : String(value);
}

export const choicesText = (field: FieldView, value: unknown): string =>
  Array.isArray(value) ? value.map((v) => choiceLabel(field, v)).join(', ') : none;

export const yesNoText = (value: unknown): string =>
  value === true ? fr.app.resources.yes : value === false ? fr.app.resources.no : none;
