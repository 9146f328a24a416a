// The form view's edits of a resource file draft, and their text written back (format.ts): only the changed
// lines change, so the history's diff of a form change is the change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatConfig } from './format.ts';
import {
  columnsOf,
  fieldLabelOf,
  move,
  setColumns,
  setFieldLabel,
  setFilterLabel,
  setFilters,
  setSectionTitle,
  type Draft,
} from './resourceDraft.ts';

const text = readFileSync('resources/stagiaires.json', 'utf8');
const draft = JSON.parse(text) as Draft;

describe('resource file draft edits', () => {
  it('moves an item and ignores a move out of the list', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('renames a column by the label of its field, and an empty label gives the schema title back', () => {
    const renamed = setFieldLabel(draft, 'lastname', 'Nom de famille');
    expect(fieldLabelOf(renamed, 'lastname')).toBe('Nom de famille');
    expect(draft.fields?.lastname).toBeUndefined();
    const back = setFieldLabel(renamed, 'lastname', '');
    expect(back.fields?.lastname).toBeUndefined();
    expect(back.fields?.civility).toEqual({ widget: 'radio' });
  });

  it('reorders, adds and removes columns; a file without columns starts from the guessed ones', () => {
    const columns = move(columnsOf(draft, []), 1, 0);
    expect(setColumns(draft, columns).list?.columns?.slice(0, 2)).toEqual(['lastname', 'civility']);
    expect(setColumns(draft, columns).list?.filters).toEqual(draft.list?.filters);
    expect(columnsOf({ resource: 'x', route: 'x' }, ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('moves a filter and sets or clears its label', () => {
    const filters = draft.list?.filters ?? [];
    const moved = setFilters(draft, move(filters, 4, 0));
    expect(moved.list?.filters?.[0]).toEqual({ field: 'status' });
    expect(setFilterLabel(moved, 0, 'Statut du stagiaire').list?.filters?.[0]).toEqual({
      field: 'status',
      label: 'Statut du stagiaire',
    });
    expect(setFilterLabel(draft, 10, '').list?.filters?.[10]).toEqual({ field: 'diplome_session', kind: 'exists' });
  });

  it('renames a form section and leaves a file without sections unchanged', () => {
    expect(setSectionTitle(draft, 'form', 0, 'État civil').form?.sections?.[0].title).toBe('État civil');
    expect(setSectionTitle(draft, 'show', 0, 'x')).toEqual(draft);
  });

  it('writes the edited draft back changing only the lines of the change', () => {
    expect(formatConfig(draft, text)).toBe(text);
    const edited = setFilters(
      setFieldLabel(draft, 'lastname', 'Nom de famille'),
      move(draft.list?.filters ?? [], 5, 3),
    );
    const out = formatConfig(edited, text);
    expect(JSON.parse(out)).toEqual(edited);
    const before = text.split('\n');
    const after = out.split('\n');
    // The file's last field entry gains a comma, the new label follows it.
    const last =
      '    "formationCustomFields": { "helperText": "Champs propres au centre, au format JSON : {\\"clé\\": ' +
      '\\"valeur\\"}." }';
    expect(after.filter((line) => !before.includes(line))).toEqual([
      `${last},`,
      '    "lastname": { "label": "Nom de famille" }',
    ]);
    expect(before.filter((line) => !after.includes(line))).toEqual([last]);
    expect(after.indexOf('      { "field": "type_cursus" },')).toBeLessThan(
      after.indexOf('      { "field": "firstname" },'),
    );
    expect(after.length).toBe(before.length + 1);
  });

  it('writes a new file in the shipped style: short values on one line, long name lists wrapped', () => {
    const out = formatConfig({
      resource: 'etudiants',
      route: 'x',
      list: { columns: Array.from({ length: 20 }, (_, i) => `field_${i}`) },
    });
    expect(out.split('\n')[1]).toBe('  "resource": "etudiants",');
    expect(out).toContain('    "columns": [\n      "field_0", "field_1",');
    expect(JSON.parse(out)).toEqual({
      resource: 'etudiants',
      route: 'x',
      list: { columns: Array.from({ length: 20 }, (_, i) => `field_${i}`) },
    });
  });
});
