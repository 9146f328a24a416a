// The admin kit rendered on the server (no DOM in the unit project): DataTable's headers, cells, alignment, footer,
// empty row and row headers; FormDialog's reading of a refused call's violations.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../src/admin/widgets/kit/DataTable.tsx';
import { violationsOf } from '../../../src/admin/widgets/kit/FormDialog.tsx';

type Row = { '@id': string; name: string; total: number };
const rows: Row[] = [
  { '@id': '/api/antennes/1', name: 'Lyon', total: 12 },
  { '@id': '/api/antennes/2', name: 'Paris', total: 3 },
];
const columns = [
  { key: 'name', label: 'Antenne' },
  { key: 'total', label: 'Total' },
];
const render = (el: Parameters<typeof renderToString>[0]) =>
  renderToString(el).replace(/<style[^>]*>.*?<\/style>/gs, '');
const cells = (html: string, tag: 'td' | 'th') =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('DataTable', () => {
  it('names the table, heads its columns and fills a row per record, numbers on the right', () => {
    const html = render(h(DataTable<Row>, { label: 'Par antenne', rows, columns }));
    expect(html).toContain('aria-label="Par antenne"');
    expect(cells(html, 'th')).toEqual(['Antenne', 'Total']);
    expect(cells(html, 'td')).toEqual(['Lyon', '12', 'Paris', '3']);
    const numberCells = [...html.matchAll(/<td class="([^"]*)"[^>]*>\d+<\/td>/g)].map((m) => m[1]);
    expect(numberCells).toHaveLength(2);
    for (const c of numberCells) expect(c).toContain('MuiTableCell-alignRight');
    expect(html).not.toMatch(/<td class="[^"]*alignRight[^"]*"[^>]*>Lyon/);
  });

  it('renders a column through its render function and adds the footer unrendered', () => {
    const html = render(
      h(DataTable<Row>, {
        label: 'x',
        rows,
        footer: { '@id': 'total', name: 'Total', total: 15 },
        columns: [{ key: 'name', label: 'Antenne', render: (r) => r.name.toUpperCase() }, columns[1]!],
      }),
    );
    expect(cells(html, 'td')).toEqual(['LYON', '12', 'PARIS', '3', 'Total', '15']);
  });

  it('says what an empty table lacks across all its columns, and marks row headers', () => {
    const empty = render(h(DataTable<Row>, { label: 'x', rows: [], columns, empty: 'Aucune antenne.' }));
    expect(empty).toMatch(/<td[^>]*colSpan="2"[^>]*>Aucune antenne.<\/td>/i);
    const headed = render(
      h(DataTable<Row>, { label: 'x', rows, columns: [{ ...columns[0]!, rowHeader: true }, columns[1]!] }),
    );
    expect(headed).toMatch(/<th[^>]*scope="row"[^>]*>Lyon<\/th>/);
  });
});

describe('FormDialog violations', () => {
  it('reads the field messages of a refused call and ignores what is not one', () => {
    const refused = Object.assign(new Error('Le formulaire contient des erreurs.'), {
      body: { errors: { employeur: 'Ce champ est obligatoire.', 'criteres.c1': 'Note de 1 à 4.', root: 3 } },
    });
    expect(violationsOf(refused)).toEqual({ employeur: 'Ce champ est obligatoire.', 'criteres.c1': 'Note de 1 à 4.' });
    expect(violationsOf(new Error('Réseau indisponible.'))).toEqual({});
    expect(violationsOf(null)).toEqual({});
  });
});
