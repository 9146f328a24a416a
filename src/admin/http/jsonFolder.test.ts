// The configuration folders in one request: each file parsed or named as unreadable, and the server's notices
// (a broken stored version served as its last valid one) handed back for the admin to show.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJsonFolder } from './jsonFolder.ts';

afterEach(() => vi.unstubAllGlobals());

const serve = (body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));

describe('readJsonFolder', () => {
  it('reads every file of the one answer and passes the notices on', async () => {
    const notice =
      'resources/stagiaires.json : la version 3 enregistrée est invalide (/list/columns/1 champ inconnu « inconnu » ' +
      'dans etudiants) ; la version 2 est utilisée.';
    serve({
      files: { 'b.json': '{"x":1}', 'a.json': '{oops', 'notes.txt': 'x' },
      notices: [{ file: 'resources/stagiaires.json', message: notice }, { file: 1 }],
    });
    const notices: Array<{ file: string; message: string }> = [];
    const entries = await readJsonFolder('/resources/', notices);
    expect(entries.map((e) => e.name)).toEqual(['a.json', 'b.json']);
    expect('error' in entries[0]!).toBe(true);
    expect(entries[1]).toEqual({ name: 'b.json', data: { x: 1 } });
    expect(notices).toEqual([{ file: 'resources/stagiaires.json', message: notice }]);
  });

  it('has no notice to give when the server sends none', async () => {
    serve({ files: { 'a.json': '{}' } });
    const notices: Array<{ file: string; message: string }> = [];
    await readJsonFolder('/clients/', notices);
    expect(notices).toEqual([]);
  });

  it('marks the files the server checked, and only files it could parse', async () => {
    serve({ files: { 'a.json': '{}', 'b.json': '{}', 'c.json': '{oops' }, checked: ['a.json', 'c.json', 3] });
    const entries = await readJsonFolder('/resources/');
    expect(entries[0]).toEqual({ name: 'a.json', data: {}, checked: true });
    expect(entries[1]).toEqual({ name: 'b.json', data: {} });
    expect('error' in entries[2]!).toBe(true);
  });
});
