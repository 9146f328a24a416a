// The one way to fill a catalogue text's `%{name}` placeholders (the admin's fr.ts and the domain catalogues, the
// shared ones). A placeholder without a value stays as written, so a missing value shows instead of vanishing.
export type FillValues = Record<string, string | number>;

export function fill(template: string, values: FillValues = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
