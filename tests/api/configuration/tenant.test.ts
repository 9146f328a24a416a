// The configuration's tenant boundary. The platform's support (ROLE_PLATFORM) edits the resource files and every
// client profile, « Nouveau client » included, and reads no centre's records; a centre's supervisor sees and edits
// its own centre's profile only, without moving it to another centre or out of the catalogue; every publish is
// checked over the whole set as the server will serve it (a file that would break others is refused, naming
// them); a file is retired with its history kept and restored; labels and free texts have a size limit.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer(import.meta.url);
  const logins = { support: 'support@demo.fr', sup: 'superviseur@demo.fr', admin: 'admin@demo.fr', sport: 'sport@demo.fr' };
  for (const [k, email] of Object.entries(logins)) t[k] = await s.login(email);
});
afterAll(async () => s?.close());

const json = { 'content-type': 'application/json' };
const call = (method: string, path: string, token: string, body?: unknown) =>
  s.req(method, `/api/configuration_files${path}`, { token, body, headers: body === undefined ? undefined : json });
const file = async (kind: string, name: string) => (await call('GET', `/${kind}/${name}`, t.support!)).body;
const edited = (content: string, change: (d: any) => void) => {
  const d = JSON.parse(content);
  change(d);
  return `${JSON.stringify(d, null, 2)}\n`;
};
const versions = async (name: string) =>
  (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM configuration_versions WHERE name = $1', [name])).rows[0]!.n;
const served = async (kind: 'resources' | 'clients', token = t.support) =>
  (await s.req('GET', `/${kind}/?contents=1`, { token })).body.files as Record<string, string>;

const OTHER_CENTRE = "Le fichier « %s » ne concerne pas votre centre : un superviseur ne consulte et ne modifie que le profil client de son " +
  'centre. Les fichiers de ressources et les profils des autres centres sont gérés par le support de la plateforme.';
const otherCentre = (path: string) => OTHER_CENTRE.replace('%s', path);

describe('the platform role', () => {
  it('signs in to the platform centre, reads no centre record, writes none, and sees every configuration file', async () => {
    const me = (await s.req('GET', '/api/users/me', { token: t.support })).body;
    expect(me.roles).toEqual(['ROLE_PLATFORM']);
    const centre = (await s.db.query<{ id: number; name: string }>("SELECT id, name FROM cfas WHERE name = 'Plateforme'")).rows[0]!;
    expect(me.cfa).toBe(`/api/cfas/${centre.id}`);
    expect((await s.req('GET', '/api/etudiants', { token: t.support })).body['hydra:totalItems']).toBe(0);
    expect((await s.req('GET', '/api/antennes', { token: t.support })).body['hydra:totalItems']).toBe(0);
    const write = await s.req('POST', '/api/entreprises', { token: t.support, body: { name: 'Intrus' } });
    expect(write.status).toBe(403);
    const list = (await call('GET', '', t.support!)).body['hydra:member'] as any[];
    expect(list.some((f) => f.kind === 'resources' && f.name === 'stagiaires.json')).toBe(true);
    expect(list.filter((f) => f.kind === 'clients').map((f) => f.name)).toEqual(expect.arrayContaining(['demo.json', 'sport.json', 'plateforme.json']));
  });

  it('cannot be given, nor its account changed, by any centre account', async () => {
    const given = await s.req('POST', '/api/users', {
      token: t.sup, body: { email: 'faux-support@demo.fr', lastname: 'Faux', firstname: 'Support', password: 'Faux-support-2025', roles: ['ROLE_PLATFORM'] },
    });
    expect(given.status).toBe(403);
    expect(given.body['hydra:description']).toBe('Vous ne pouvez pas attribuer un rôle supérieur au vôtre.');
    expect((await s.db.query("SELECT 1 FROM users WHERE email = 'faux-support@demo.fr'")).rows).toHaveLength(0);
  });
});

describe("a centre's supervisor", () => {
  it('sees only its own centre’s profile in the list', async () => {
    const res = await call('GET', '', t.sup!);
    expect(res.status).toBe(200);
    expect(res.body['hydra:member'].map((f: any) => `${f.kind}/${f.name}`)).toEqual(['clients/demo.json']);
    expect(res.body['hydra:totalItems']).toBe(1);
  });

  it('cannot read, check, publish, roll back or retire another centre’s profile or a resource file (French 403, nothing stored)', async () => {
    const sport = await file('clients', 'sport.json');
    const narrowed = edited(sport.content, (d) => { d.common.entretien = { interviewsType: [1] }; });
    const moved = edited(sport.content, (d) => { d.cfa.id = 99999; });
    const stagiaires = await file('resources', 'stagiaires.json');
    const shadow = JSON.stringify({ resource: 'users', route: 'stagiaires' });
    for (const [method, path, body, description] of [
      ['GET', '/clients/sport.json', undefined, otherCentre('clients/sport.json')],
      ['GET', '/clients/sport.json/versions', undefined, otherCentre('clients/sport.json')],
      ['GET', '/clients/sport.json/versions/1', undefined, otherCentre('clients/sport.json')],
      ['POST', '/clients/sport.json/check', { content: narrowed }, otherCentre('clients/sport.json')],
      ['PUT', '/clients/sport.json', { content: narrowed, baseVersion: sport.version }, otherCentre('clients/sport.json')],
      ['PUT', '/clients/sport.json', { content: moved, baseVersion: sport.version }, otherCentre('clients/sport.json')],
      ['POST', '/clients/sport.json/rollback', { version: 1, baseVersion: sport.version }, otherCentre('clients/sport.json')],
      ['DELETE', '/clients/sport.json', undefined, 'Seul le support de la plateforme retire un fichier de configuration.'],
      ['GET', '/resources/stagiaires.json', undefined, otherCentre('resources/stagiaires.json')],
      ['PUT', '/resources/stagiaires.json', { content: stagiaires.content, baseVersion: stagiaires.version }, otherCentre('resources/stagiaires.json')],
      ['PUT', '/resources/zz-shadow.json', { content: shadow, baseVersion: 0 }, otherCentre('resources/zz-shadow.json')],
      ['PUT', '/clients/nouveau.json', { content: moved, baseVersion: 0 }, otherCentre('clients/nouveau.json')],
      ['DELETE', '/clients/demo.json', undefined, 'Seul le support de la plateforme retire un fichier de configuration.'],
      ['GET', '/clients/new', undefined, "Seul le support de la plateforme crée le profil client d'un nouveau centre (« Nouveau client »)."],
      ['POST', '/clients/new', { copyOf: 'demo.json', name: 'vague.json', cfa: 8 },
        "Seul le support de la plateforme crée le profil client d'un nouveau centre (« Nouveau client »)."],
    ] as const) {
      const res = await call(method, path, t.sup!, body);
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 200)}`).toBe(403);
      expect(res.body['hydra:description'], `${method} ${path}`).toBe(description);
    }
    expect(await versions('sport.json')).toBe(1);
    expect(await versions('stagiaires.json')).toBe(1);
    expect(await versions('zz-shadow.json')).toBe(0);
    expect(await versions('vague.json')).toBe(0);
    expect(JSON.parse((await served('clients'))['sport.json']!).cfa.id).toBe(2);
    // Sport's own users still work: its admin records an interview of a type its profile offers.
    const trainee = (await s.req('GET', '/api/etudiants?itemsPerPage=1', { token: t.sport })).body['hydra:member'][0]['@id'];
    const interview = await s.req('POST', '/api/etudiant_interviews', { token: t.sport, body: { etudiant: trainee, type: 2, date_interview: '2025-03-03' } });
    expect(interview.status, interview.text).toBe(201);
  });

  it('edits its own profile, but neither moves it to another centre nor sets values outside the catalogue (422)', async () => {
    const demo = await file('clients', 'demo.json');
    const put = (change: (d: any) => void, baseVersion = demo.version) =>
      call('PUT', '/clients/demo.json', t.sup!, { content: edited(demo.content, change), baseVersion });
    for (const id of [2, 99999]) {
      const moved = await put((d) => { d.cfa.id = id; });
      expect(moved.status).toBe(422);
      expect(moved.body.violations).toEqual([{ propertyPath: '/cfa/id', message: 'Le profil de votre centre reste celui du centre n° 1 : « cfa.id » ne peut pas changer.' }]);
    }
    const outside = await put((d) => { d.common.entretien = { interviewsType: [1, 999] }; });
    expect(outside.status).toBe(422);
    // The interview types of the catalogue are 1 to 21.
    expect(outside.body.violations[0]).toEqual({ propertyPath: '/common/entretien/interviewsType/1', message: 'Doit être inférieur ou égal à 21' });
    // 72 is a pedagogic document type, not an administrative one.
    const document = await put((d) => { d.common.stagiaire = { typeDocumentAdministratifs: [1, 72] }; });
    expect(document.status).toBe(422);
    expect(document.body.violations[0]).toEqual({
      propertyPath: '/common/stagiaire/typeDocumentAdministratifs/1', message: "Vaut 72, qui n'est pas un type de document administratif",
    });
    expect(await versions('demo.json')).toBe(1);
    const renamed = await put((d) => { d.label = 'Futurosud Formation (réseau)'; });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'demo.json', version: demo.version + 1, author: 'superviseur@demo.fr' });
    expect(JSON.parse((await served('clients'))['demo.json']!).label).toBe('Futurosud Formation (réseau)');
    const history = await call('GET', '/clients/demo.json/versions', t.sup!);
    expect(history.status).toBe(200);
    expect(history.body['hydra:member']).toHaveLength(2);
  });
});

describe('every publish, checked over the whole set as served', () => {
  it('refuses a resource file that shadows another’s route and would break the files naming it, naming them', async () => {
    const before = await served('resources');
    const shadow = `${JSON.stringify({ resource: 'users', route: 'stagiaires' }, null, 2)}\n`;
    for (const path of ['/resources/zz-shadow.json/check', '/resources/zz-shadow.json']) {
      const res = await call(path.endsWith('check') ? 'POST' : 'PUT', path, t.support!, { content: shadow, baseVersion: 0 });
      expect(res.status, res.text).toBe(422);
      expect(res.body.violations[0]).toEqual({ propertyPath: '/route', message: 'La route « stagiaires » est déjà celle de resources/stagiaires.json' });
      const broken = (res.body.violations as any[]).slice(1).map((v) => v.message.split(' ')[0]);
      expect(broken.length).toBeGreaterThan(0);
      expect(broken).toContain('resources/groupes.json');
      expect(res.body['hydra:description']).toMatch(/^Refusé : d'autres fichiers publiés deviendraient invalides \(resources\/.+\)\. Rien n'a été enregistré\./);
      expect(res.body['hydra:description']).toContain('resources/groupes.json');
    }
    expect(await versions('zz-shadow.json')).toBe(0);
    expect(await served('resources')).toEqual(before);
    // A file that breaks another without a route clash: the profile taking another centre names the broken one.
    const demo = await file('clients', 'demo.json');
    const taking = await call('PUT', '/clients/demo.json', t.support!, { content: edited(demo.content, (d) => { d.cfa.id = 2; }), baseVersion: demo.version });
    expect(taking.status).toBe(422);
    expect(taking.body['hydra:description']).toContain('(clients/sport.json)');
  });

  it('refuses a 900 kB label, and any label over 200 characters, with its JSON path', async () => {
    const { content, version } = await file('resources', 'stagiaires.json');
    for (const size of [900_000, 201]) {
      const huge = edited(content, (d) => { d.label = { ...d.label, one: 'x'.repeat(size) }; });
      const res = await call('PUT', '/resources/stagiaires.json', t.support!, { content: huge, baseVersion: version });
      expect(res.status).toBe(422);
      expect(res.body.violations).toEqual([{ propertyPath: '/label/one', message: `Texte trop long (${size} caractères) : 200 caractères au plus` }]);
    }
    const profile = await file('clients', 'demo.json');
    const label = await call('PUT', '/clients/demo.json', t.sup!, { content: edited(profile.content, (d) => { d.label = 'é'.repeat(300); }), baseVersion: profile.version });
    expect(label.status).toBe(422);
    expect(label.body.violations[0].propertyPath).toBe('/label');
    const fine = edited(content, (d) => { d.label = { ...d.label, one: 'x'.repeat(200) }; });
    expect((await call('POST', '/resources/stagiaires.json/check', t.support!, { content: fine })).status).toBe(200);
    expect(await versions('stagiaires.json')).toBe(1);
  });
});

describe('retiring a file', () => {
  it('stops serving it, keeps its history, refuses what others need, and restores it', async () => {
    const source = JSON.parse((await file('resources', 'etudiant_absences.json')).content);
    const content = `${JSON.stringify({ ...source, route: 'zz-absences' }, null, 2)}\n`;
    const created = await call('PUT', '/resources/zz-absences.json', t.support!, { content, baseVersion: 0 });
    expect(created.status, created.text).toBe(200);
    expect(Object.keys(await served('resources'))).toContain('zz-absences.json');
    expect((await call('DELETE', '/resources/zz-absences.json', t.admin!)).status).toBe(403);

    const retired = await call('DELETE', '/resources/zz-absences.json', t.support!);
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body).toMatchObject({ version: 2, retired: true, comment: 'Fichier retiré (historique conservé)' });
    expect(Object.keys(await served('resources'))).not.toContain('zz-absences.json');
    expect((await s.req('GET', '/resources/zz-absences.json')).status).toBe(404);
    const listed = (await call('GET', '', t.support!)).body['hydra:member'].find((f: any) => f.name === 'zz-absences.json');
    expect(listed).toMatchObject({ kind: 'resources', version: 2, retired: true });
    const history = (await call('GET', '/resources/zz-absences.json/versions', t.support!)).body['hydra:member'];
    expect(history.map((v: any) => v.version)).toEqual([2, 1]);
    const again = await call('DELETE', '/resources/zz-absences.json', t.support!);
    expect(again.status).toBe(409);

    const restored = await call('POST', '/resources/zz-absences.json/rollback', t.support!, { version: 1, baseVersion: 2 });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, retired: false });
    expect((await served('resources'))['zz-absences.json']).toBe(content);

    // A file others name (the trainee list, picked by the groups' join list): refused, naming them, still served.
    const needed = await call('DELETE', '/resources/stagiaires.json', t.support!);
    expect(needed.status).toBe(422);
    expect(needed.body['hydra:description']).toContain('resources/groupes.json');
    expect(Object.keys(await served('resources'))).toContain('stagiaires.json');
  });
});

describe('the configuration served to the admin', () => {
  it('serves each centre its own client profile, every profile to the platform, none to a visitor; resource files to all', async () => {
    const shipped = readdirSync(new URL('../../../clients/', import.meta.url)).filter((f) => f.endsWith('.json')).sort();
    expect(Object.keys(await served('clients', t.support)).sort()).toEqual(shipped);
    expect(Object.keys(await served('clients', t.admin))).toEqual(['demo.json']);
    expect(Object.keys(await served('clients', t.sup))).toEqual(['demo.json']);
    expect(Object.keys(await served('clients', t.sport))).toEqual(['sport.json']);
    // A visitor (the login page): no centre's name or settings, in the bundle, the list or a file.
    const visitor = await s.req('GET', '/clients/?contents=1');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ files: {}, notices: [], checked: [] });
    expect((await s.req('GET', '/clients/')).body).toEqual([]);
    expect((await s.req('GET', '/clients/demo.json')).status).toBe(404);
    // An expired or forged session reads as a visitor, so that the login page still loads.
    expect((await s.req('GET', '/clients/?contents=1', { token: 'pas-un-jeton' })).body.files).toEqual({});
    // Another centre's profile is answered as missing, its own as it is.
    const other = await s.req('GET', '/clients/sport.json', { token: t.admin });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Sport Avenir');
    expect(JSON.parse((await s.req('GET', '/clients/demo.json', { token: t.admin })).text).cfa.id).toBe(1);
    // The resource files are the product's views, the same for every centre: served to anyone.
    expect(Object.keys((await s.req('GET', '/resources/?contents=1')).body.files)).toContain('stagiaires.json');
  });
});
