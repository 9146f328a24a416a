// The export reads the list's query from the data provider itself: view key -> API resource, fixed filter,
// relation ids as IRIs, react-admin's sort and filter shapes, id[] of a selection.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import { buildViews } from '../../views/buildViews.ts';
import { collectionUrl } from './collectionUrl.ts';
import { exportUrl } from './exportUrl.ts';

const model = modelFromSchemas();
const views = buildViews(model, [
  {
    file: 'stagiaires.json',
    valid: true,
    data: { resource: 'etudiants', route: 'stagiaires', fixedFilter: { type: 1 }, export: { xlsx: true } },
  },
]);
const entrypoint = 'http://localhost/api';

describe('collectionUrl', () => {
  // hydraDataProvider resolves its entrypoint against the page's address.
  beforeAll(() => vi.stubGlobal('window', { location: { href: 'http://localhost/stagiaires' } }));
  afterAll(() => vi.unstubAllGlobals());

  it("is the data provider's request of the list: fixed filter, IRIs, exists and date filters, sort", async () => {
    const url = await collectionUrl(entrypoint, model, views, 'stagiaires', {
      filter: {
        antenne: 2,
        lastname: 'dup',
        exists: { date_sortie: true },
        birthdate: { after: '2000-01-01' },
        city: '',
      },
      sort: { field: 'lastname', order: 'DESC' },
    });
    expect(url.pathname).toBe('/api/etudiants');
    const q = url.searchParams;
    expect(q.get('type')).toBe('1');
    expect(q.get('antenne')).toBe('/api/antennes/2');
    expect(q.get('lastname')).toBe('dup');
    expect(q.get('exists[date_sortie]')).toBe('true');
    expect(q.get('birthdate[after]')).toBe('2000-01-01');
    expect(q.get('order[lastname]')).toBe('DESC');
    expect(q.has('city')).toBe(false);
    const csv = exportUrl(url, 'csv', 'stagiaires');
    expect(csv.pathname).toBe('/api/etudiants/export.csv');
    expect(csv.searchParams.has('page')).toBe(false);
  });

  it('sends a selection as id[] (what « Exporter la sélection » asks), the fixed filter kept', async () => {
    const url = await collectionUrl(entrypoint, model, views, 'stagiaires', { filter: { id: [12, 15] } });
    expect(url.searchParams.getAll('id[]')).toEqual(['12', '15']);
    expect(url.searchParams.get('type')).toBe('1');
  });

  it('reads whether the view offers Excel from its resource file', () => {
    expect(views.find((v) => v.key === 'stagiaires')!.exportXlsx).toBe(true);
  });
});
