// The join list's French texts (fr.ts `app.joinList`), with their %{name} placeholders filled.
import { fr } from '../../i18n/fr.ts';

export const t = fr.app.joinList;

export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
