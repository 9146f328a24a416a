// Configuration stored in the database: the platform's support reads and writes it (a centre's
// supervisor, its own profile only: tenant.test.ts); every write is checked
// (an unknown column is refused with its JSON path, nothing stored); two saves from the same version: one wins,
// the other is told the file changed; history with diffs and rollback; a version broken by hand in SQL falls
// back to the last valid one with a French notice while /resources/ still answers; a new client for a centre
// without profile; the readers (profiles, exports) follow a publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer(import.meta.url);
  for (const [k, email] of Object.entries({ sup: 'support@demo.fr', centre: 'superviseur@demo.fr', admin: 'admin@demo.fr', antenne: 'antenne1@demo.fr', guest: 'invite@demo.fr', nouveau: 'nouveau@demo.fr' })) {
    t[k] = await s.login(email);
  }
});
afterAll(async () => s?.close());

const json = { 'content-type': 'application/json' };
const file = async (kind: string, name: string, token = t.sup) => (await s.req('GET', `/api/configuration_files/${kind}/${name}`, { token })).body;
const put = (kind: string, name: string, body: unknown, token = t.sup) =>
  s.req('PUT', `/api/configuration_files/${kind}/${name}`, { token, body, headers: json });
const edited = (content: string, change: (d: any) => void) => {
  const d = JSON.parse(content);
  change(d);
  return `${JSON.stringify(d, null, 2)}\n`;
};
const stored = async (name: string) => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM configuration_versions WHERE name = $1', [name])).rows[0]!.n;

describe('configuration stored in the database', () => {
  it('seeds every shipped file as version 1, by « Fichiers livrés », all valid', async () => {
    const res = await s.req('GET', '/api/configuration_files', { token: t.sup });
    expect(res.status).toBe(200);
    const members = res.body['hydra:member'] as any[];
    expect(res.body['hydra:totalItems']).toBe(members.length);
    const stagiaires = members.find((m) => m.kind === 'resources' && m.name === 'stagiaires.json');
    expect(stagiaires).toMatchObject({ version: 1, author: 'Fichiers livrés', valid: true });
    expect(members.find((m) => m.kind === 'clients' && m.name === 'demo.json')).toMatchObject({ version: 1, valid: true });
    expect(members.every((m) => m.valid)).toBe(true);
    const item = await file('resources', 'stagiaires.json');
    expect(item).toMatchObject({ kind: 'resources', name: 'stagiaires.json', version: 1, author: 'Fichiers livrés' });
    expect(JSON.parse(item.content).resource).toBe('etudiants');
    const unknown = await s.req('GET', '/api/configuration_files/resources/inconnu.json', { token: t.sup });
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toBe('Le fichier de configuration « resources/inconnu.json » n\'existe pas.');
    expect((await s.req('GET', '/api/configuration_files/autre/stagiaires.json', { token: t.sup })).status).toBe(404);
  });

  it('lets no admin, antenne user or guest read or write (French 403, nothing stored)', async () => {
    const { content } = await file('resources', 'stagiaires.json');
    for (const who of ['admin', 'antenne', 'guest']) {
      for (const [method, path, body] of [
        ['GET', '/api/configuration_files', undefined],
        ['GET', '/api/configuration_files/resources/stagiaires.json', undefined],
        ['GET', '/api/configuration_files/resources/stagiaires.json/versions', undefined],
        ['POST', '/api/configuration_files/resources/stagiaires.json/check', { content }],
        ['PUT', '/api/configuration_files/resources/stagiaires.json', { content, baseVersion: 1 }],
        ['POST', '/api/configuration_files/resources/stagiaires.json/rollback', { version: 1, baseVersion: 1 }],
        ['POST', '/api/configuration_files/clients/new', { copyOf: 'demo.json', name: 'x.json', cfa: 3 }],
      ] as const) {
        const res = await s.req(method, path, { token: t[who], body, headers: json });
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.body['hydra:description']).toBe(
          'Seuls le support de la plateforme et les superviseurs des centres ont accès à la configuration (fichiers de ressources et profils clients).',
        );
      }
    }
    expect((await s.req('GET', '/api/configuration_files')).status).toBe(401);
    expect(await stored('stagiaires.json')).toBe(1);
  });

  it('checks every write: an unknown column is refused with its JSON path, invalid JSON with its line, nothing stored', async () => {
    const { content } = await file('resources', 'stagiaires.json');
    const wrong = edited(content, (d) => { d.list.columns[1] = 'inconnu'; });
    const check = await s.req('POST', '/api/configuration_files/resources/stagiaires.json/check', { token: t.sup, body: { content: wrong }, headers: json });
    expect(check.status).toBe(422);
    expect(check.body.violations).toEqual([{ propertyPath: '/list/columns/1', message: 'Champ inconnu « inconnu » dans etudiants' }]);
    expect(check.body['hydra:description']).toContain('/list/columns/1');
    const refused = await put('resources', 'stagiaires.json', { content: wrong, baseVersion: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].propertyPath).toBe('/list/columns/1');
    const broken = await put('resources', 'stagiaires.json', { content: '{\n  "resource": "etudiants",\n}', baseVersion: 1 });
    expect(broken.status).toBe(422);
    expect(broken.body.violations[0].message).toBe("Le contenu n'est pas un JSON valide : erreur ligne 3, colonne 1.");
    const shape = await s.req('POST', '/api/configuration_files/clients/demo.json/check', {
      token: t.sup, body: { content: edited((await file('clients', 'demo.json')).content, (d) => { d.cfa.id = 2; }) }, headers: json,
    });
    expect(shape.status).toBe(422);
    // The file's own violation, then the file it would break (checked over the whole set), named.
    expect(shape.body.violations).toEqual([
      { propertyPath: '/cfa/id', message: 'Le centre n° 2 est déjà celui de clients/sport.json' },
      { propertyPath: '', message: 'clients/sport.json deviendrait invalide : /cfa/id le centre n° 2 est déjà celui de clients/demo.json' },
    ]);
    expect((await put('resources', 'Mauvais Nom.json', { content, baseVersion: 0 })).status).toBe(422);
    expect((await put('resources', 'stagiaires.json', { baseVersion: 1 })).body.violations[0].propertyPath).toBe('content');
    expect((await put('resources', 'stagiaires.json', { content })).body.violations[0].propertyPath).toBe('baseVersion');
    const good = await s.req('POST', '/api/configuration_files/resources/stagiaires.json/check', { token: t.sup, body: { content }, headers: json });
    expect([good.status, good.body]).toEqual([200, { violations: [] }]);
    expect(await stored('stagiaires.json')).toBe(1);
  });

  it('publishes a change served at the next load, and tells the second of two saves from one version that the file changed', async () => {
    const { content, version } = await file('resources', 'stagiaires.json');
    const renamed = edited(content, (d) => { d.fields = { ...d.fields, lastname: { ...(d.fields?.lastname ?? {}), label: 'Nom de famille' } }; });
    const other = edited(content, (d) => { d.list.columns = [...d.list.columns].reverse(); });
    const [a, b] = await Promise.all([
      put('resources', 'stagiaires.json', { content: renamed, baseVersion: version, comment: 'Colonne Nom renommée' }),
      put('resources', 'stagiaires.json', { content: other, baseVersion: version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.body).toMatchObject({ kind: 'resources', name: 'stagiaires.json', version: version + 1, author: 'support@demo.fr' });
    expect(lost.body['hydra:description']).toMatch(
      new RegExp(`^Ce fichier a été modifié par support@demo\\.fr le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2} \\(version ${version + 1}\\) depuis que vous l'avez ouvert : rechargez-le avant d'enregistrer\\.$`),
    );
    const served = await s.req('GET', '/resources/?contents=1');
    expect(served.body.files['stagiaires.json']).toBe(won.body.content);
    expect(served.body.notices).toEqual([]);
    expect(served.body.checked).toEqual(Object.keys(served.body.files));
    expect((await s.req('GET', '/resources/stagiaires.json')).text).toBe(won.body.content);
  });

  it('keeps the history with diffs, and rolls a version back as a new version', async () => {
    const history = await s.req('GET', '/api/configuration_files/resources/stagiaires.json/versions', { token: t.sup });
    expect(history.status).toBe(200);
    const [latest, first] = history.body['hydra:member'];
    expect(latest).toMatchObject({ version: 2, author: 'support@demo.fr' });
    expect(latest.diff).toContain('--- resources/stagiaires.json');
    expect(latest.diff).toMatch(/^[-+]/m);
    expect(first).toMatchObject({ version: 1, author: 'Fichiers livrés', comment: null });
    const one = await s.req('GET', '/api/configuration_files/resources/stagiaires.json/versions/1', { token: t.sup });
    expect(one.body).toMatchObject({ version: 1, author: 'Fichiers livrés' });
    expect((await s.req('GET', '/api/configuration_files/resources/stagiaires.json/versions/9', { token: t.sup })).status).toBe(404);
    expect((await s.req('GET', '/api/configuration_files/resources/stagiaires.json/versions/1', { token: t.admin })).status).toBe(403);
    const stale = await s.req('POST', '/api/configuration_files/resources/stagiaires.json/rollback', { token: t.sup, body: { version: 1, baseVersion: 1 }, headers: json });
    expect(stale.status).toBe(409);
    const missing = await s.req('POST', '/api/configuration_files/resources/stagiaires.json/rollback', { token: t.sup, body: { version: 9, baseVersion: 2 }, headers: json });
    expect(missing.status).toBe(404);
    const back = await s.req('POST', '/api/configuration_files/resources/stagiaires.json/rollback', { token: t.sup, body: { version: 1, baseVersion: 2 }, headers: json });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ version: 3, comment: 'Retour à la version 1' });
    expect(back.body.content).toBe(one.body.content);
    expect((await s.req('GET', '/resources/?contents=1')).body.files['stagiaires.json']).toBe(back.body.content);
  });

  it('falls back to the last valid version of a file broken by hand in SQL, with a French notice, and runs on', async () => {
    const { content, version } = await file('resources', 'stagiaires.json');
    await s.db.query("UPDATE configuration_versions SET content = replace(content, '\"resource\": \"etudiants\"', '\"resource\": 12') WHERE name = 'stagiaires.json' AND version = $1", [version]);
    const res = await s.req('GET', '/resources/?contents=1');
    expect(res.status).toBe(200);
    const previous = (await s.db.query<{ content: string }>("SELECT content FROM configuration_versions WHERE name = 'stagiaires.json' AND version = $1", [version - 1])).rows[0]!.content;
    expect(res.body.files['stagiaires.json']).toBe(previous);
    // The version served instead passes the checks: the admin need not validate it again.
    expect(res.body.checked).toContain('stagiaires.json');
    expect(res.body.notices).toEqual([{
      file: 'resources/stagiaires.json',
      message: expect.stringMatching(new RegExp(`^resources/stagiaires\\.json : la version ${version} enregistrée est invalide \\(/resource .+\\) ; la version ${version - 1} est utilisée\\.$`)),
    }]);
    const listed = (await s.req('GET', '/api/configuration_files', { token: t.sup })).body['hydra:member'].find((m: any) => m.name === 'stagiaires.json');
    expect(listed).toMatchObject({ version, valid: false });
    // Every page still loads: the lists and the other files answer.
    expect((await s.req('GET', '/api/etudiants', { token: t.antenne })).status).toBe(200);
    expect((await s.req('GET', '/clients/?contents=1', { token: t.sup })).body.notices).toEqual([]);
    // No valid version left: the broken text is served, and not as checked (the admin validates it itself).
    await s.db.query("UPDATE configuration_versions SET content = replace(content, '\"resource\": \"etudiants\"', '\"resource\": 12') WHERE name = 'stagiaires.json'");
    const none = await s.req('GET', '/resources/?contents=1');
    expect(none.body.notices[0].message).toMatch(/aucune version précédente n'est valide\.$/);
    expect(none.body.checked).not.toContain('stagiaires.json');
    expect(none.body.checked).toContain('antenne_actions.json');
    // Publishing a repaired version ends the notice.
    const fixed = await put('resources', 'stagiaires.json', { content, baseVersion: version });
    expect(fixed.status).toBe(200);
    expect((await s.req('GET', '/resources/?contents=1')).body.notices).toEqual([]);
  });

  it('creates a client for a centre without profile; its user then gets that profile', async () => {
    const centre = (await s.db.query<{ id: number }>("SELECT id FROM cfas WHERE name = 'Centre Nouvelle Vague'")).rows[0]!.id;
    const clients = (await s.req('GET', '/clients/?contents=1', { token: t.sup })).body.files as Record<string, string>;
    expect(Object.values(clients).some((text) => JSON.parse(text).cfa.id === centre)).toBe(false);
    // The user of a centre without profile signs in and reads as before (nothing narrowed).
    expect((await s.req('GET', '/api/users/me', { token: t.nouveau })).body.cfa).toBe(`/api/cfas/${centre}`);
    const own = await s.req('GET', '/api/antennes', { token: t.nouveau });
    expect(own.body['hydra:member'].map((a: any) => a.name)).toEqual(['Siège Nouvelle Vague']);
    expect((await s.req('GET', '/api/etudiants', { token: t.nouveau })).body['hydra:totalItems']).toBe(0);
    const offered = await s.req('GET', '/api/configuration_files/clients/new', { token: t.sup });
    expect(offered.body['hydra:member']).toEqual([{ '@id': `/api/cfas/${centre}`, id: centre, name: 'Centre Nouvelle Vague' }]);
    expect((await s.req('GET', '/api/configuration_files/clients/new', { token: t.admin })).status).toBe(403);
    const post = (body: unknown) => s.req('POST', '/api/configuration_files/clients/new', { token: t.sup, body, headers: json });
    expect((await post({ copyOf: 'demo.json', name: 'Nouveau Centre', cfa: centre })).body.violations[0].propertyPath).toBe('name');
    expect((await post({ copyOf: 'inconnu.json', name: 'nouvelle-vague.json', cfa: centre })).body.violations[0].propertyPath).toBe('copyOf');
    expect((await post({ copyOf: 'demo.json', name: 'nouvelle-vague.json', cfa: 9999 })).body.violations[0]).toEqual({ propertyPath: 'cfa', message: 'Le centre « 9999 » n\'existe pas.' });
    const taken = await post({ copyOf: 'demo.json', name: 'nouvelle-vague.json', cfa: '/api/cfas/2' });
    expect(taken.status).toBe(422);
    expect(taken.body.violations[0]).toEqual({ propertyPath: 'cfa', message: 'Le centre « Sport Avenir » a déjà un profil client (clients/sport.json).' });
    expect((await post({ copyOf: 'demo.json', name: 'sport.json', cfa: centre })).body.violations[0].propertyPath).toBe('name');
    const created = await post({ copyOf: 'sport.json', name: 'nouvelle-vague.json', cfa: `/api/cfas/${centre}` });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ kind: 'clients', name: 'nouvelle-vague.json', version: 1, author: 'support@demo.fr' });
    const profile = JSON.parse(created.body.content);
    expect(profile).toMatchObject({ key: 'nouvelle-vague', label: 'Centre Nouvelle Vague', cfa: { id: centre } });
    expect(profile.entries.map((e: any) => e.id)).toEqual(['nouvelle-vague-centre', 'nouvelle-vague-antenne']);
    // The centre's user is now served its profile, and only that one.
    const served = (await s.req('GET', '/clients/?contents=1', { token: t.nouveau })).body.files;
    expect(Object.keys(served)).toEqual(['nouvelle-vague.json']);
    expect(JSON.parse(served['nouvelle-vague.json']).cfa.id).toBe(centre);
    expect((await post({ copyOf: 'demo.json', name: 'encore.json', cfa: centre })).body.violations[0].propertyPath).toBe('cfa');
    expect((await s.req('GET', '/api/configuration_files/clients/new', { token: t.sup })).body['hydra:member']).toEqual([]);
  });

  it('makes the server readers follow a publish: a client profile narrows writes, a view file the export columns', async () => {
    // Interview types of the demo client narrowed to type 1: a write of type 2 is then refused on the server.
    const demo = await file('clients', 'demo.json');
    const narrowed = edited(demo.content, (d) => { d.common.entretien = { ...(d.common.entretien ?? {}), interviewsType: [1] }; });
    expect((await put('clients', 'demo.json', { content: narrowed, baseVersion: demo.version })).status).toBe(200);
    const trainee = (await s.req('GET', '/api/etudiants?itemsPerPage=1', { token: t.centre })).body['hydra:member'][0]['@id'];
    const interview = await s.req('POST', '/api/etudiant_interviews', { token: t.centre, body: { etudiant: trainee, type: 2, date_interview: '2025-03-03' } });
    expect(interview.status, interview.text).toBe(422);
    expect(interview.body.violations[0].propertyPath).toBe('type');

    const view = await file('resources', 'stagiaires.json');
    const columns = edited(view.content, (d) => { d.export = { ...(d.export ?? {}), columns: ['lastname', 'firstname'] }; });
    const published = await put('resources', 'stagiaires.json', { content: columns, baseVersion: view.version });
    expect(published.status, published.text).toBe(200);
    const csv = await s.req('GET', '/api/etudiants/export.csv?view=stagiaires&itemsPerPage=1', { token: t.centre });
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(';')).toHaveLength(2);
  });
});
