// The resource files and client profiles at start: the files the server names as checked are used as served,
// without the admin's validators; any other file is validated in the browser and a broken one reported in
// French, naming the file and the JSON path, as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadClientProfiles } from '../clients/load.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { loadResourceFiles } from './load.ts';

afterEach(() => vi.unstubAllGlobals());

const serve = (body: unknown) => {
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
};

const model = modelFromSchemas();
const good = JSON.stringify({ resource: 'etudiants', route: 'stagiaires', list: { columns: ['lastname'] } });
const broken = JSON.stringify({ resource: 'etudiants', route: 'x', list: { columns: ['lastname', 'pas_un_champ'] } });
const logged = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('loadResourceFiles', () => {
  it('takes the files the server checked as they are, and validates the others in French', async () => {
    logged();
    serve({ files: { 'a.json': good, 'b.json': broken, 'c.json': good }, notices: [], checked: ['a.json'] });
    const { files, errors } = await loadResourceFiles(model);
    expect(files.map((f) => [f.file, f.valid])).toEqual([
      ['a.json', true],
      ['b.json', false],
      ['c.json', true],
    ]);
    expect(errors).toEqual(['resources/b.json : /list/columns/1 champ inconnu « pas_un_champ » dans etudiants']);
  });

  it('trusts only the server: a broken file it does not name is reported, the others checked or not', async () => {
    logged();
    serve({ files: { 'a.json': good, 'b.json': broken }, checked: ['a.json'] });
    expect((await loadResourceFiles(model)).errors).toHaveLength(1);
    serve({ files: { 'b.json': broken } });
    expect((await loadResourceFiles(model)).errors).toHaveLength(1);
  });
});

describe('loadClientProfiles', () => {
  it('validates the profiles in French unless the server checked them all', async () => {
    logged();
    const profile = JSON.stringify({ key: 'autre' });
    serve({ files: { 'demo.json': profile }, checked: [] });
    const refused = await loadClientProfiles();
    expect(refused.profiles).toEqual([]);
    expect(refused.errors.length).toBeGreaterThan(0);
    expect(refused.errors.every((e) => e.startsWith('clients/demo.json : '))).toBe(true);
    serve({ files: { 'demo.json': profile }, checked: ['demo.json'] });
    expect(await loadClientProfiles()).toEqual({ profiles: [{ key: 'autre' }], errors: [] });
  });
});
