// API of agreements (conventions): the life cycle of agreements, their fees, sessions and documents (create,
// read, the filters the spec's calls use, update, French 422, delete, scope), the agreements' light list, and
// the call of spec 001 section 7 that attaches an agreement to the trainees of a session.
import { describe, expect, it } from 'vitest';
import { FRENCH_REFUSAL, NICE, countRows, crudLifecycle, domainServer, firstIri } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  convention: ['antenne_conventions', 'antenne_id = 3 AND type = 0'],
  session: ['diplome_sessions', 'cfa_id = 1'],
});
const count = (sql: string, params: unknown[] = []) => countRows(S(), sql, params);

describe('agreements', () => {
  crudLifecycle(S, T, {
    resource: 'antenne_conventions', scope: 'antenne',
    body: () => ({ type: 0, convention_number: 'CONV-TEST-01', antenne: NICE, date_start: '2026-01-01', date_end: '2026-12-31' }),
    filter: () => `antenne=${NICE}&type=0`, update: { etat: 1 },
    bad: { body: () => ({ type: 3, convention_number: 'X', antenne: NICE }), property: 'type' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_prices', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 }),
    filter: () => `antenne_convention=${ref.convention}&etat=0`, update: { hourly_cost: 35 },
    bad: { body: () => ({ antenne_convention: ref.convention, type_of_fee: 0, number_of_hours: -1 }), property: 'number_of_hours' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_sessions', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, diplome_session: ref.session, date_start: '2026-01-05', date_end: '2026-06-30' }),
    filter: () => `antenne_convention=${ref.convention}`, update: { etat: 1 },
    bad: { body: () => ({ antenne_convention: ref.convention, date_start: '2026-13-45' }), property: 'date_start' },
  });
  crudLifecycle(S, T, {
    resource: 'antenne_convention_documents', scope: 'antenne',
    body: () => ({ antenne_convention: ref.convention, name: 'Convention signée (scan)', date_reception: '2026-02-01' }),
    filter: () => `antenne_convention=${ref.convention}`, update: { name: 'Convention signée' },
    bad: { body: () => ({ name: 'Sans convention' }), property: 'antenne_convention' },
  });
});

describe('agreements light list', () => {
  it('lists the agreements and amendments of the antenne', async () => {
    const conventions = await S().req('GET', '/api/antenne_convention_light_list', { token: T().antenne1 });
    expect(conventions.body['hydra:member'].map((c: any) => c.type).sort()).toEqual([0, 1]);
  });
});

describe('an agreement session\'s trainees', () => {
  it('attaches the agreement to every trainee of the session\'s diploma session in its antenne, in one call', async () => {
    const ds = (await S().db.query<{ id: number }>(
      `SELECT diplome_session_id AS id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND diplome_session_id IS NOT NULL
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).rows[0]!.id;
    const conv = await S().req('POST', '/api/antenne_conventions', { token: T().admin, body: { type: 0, convention_number: 'CONV-TEST-STAG', antenne: NICE } });
    expect(conv.status, conv.text).toBe(201);
    const session = await S().req('POST', '/api/antenne_convention_sessions', { token: T().admin, body: { antenne_convention: conv.body['@id'], diplome_session: `/api/diplome_sessions/${ds}` } });
    expect(session.status, session.text).toBe(201);
    // A trainee of the same diploma session in another antenne stays as it was.
    await S().db.query('UPDATE etudiants SET diplome_session_id = $1 WHERE id = (SELECT id FROM etudiants WHERE antenne_id = 4 AND type = 1 ORDER BY id LIMIT 1)', [ds]);
    const expected = (await S().db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND etat <> 3 AND diplome_session_id = $1 ORDER BY id', [ds])).rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);

    const res = await S().req('PATCH', `${session.body['@id']}/stagiaires`, { token: T().admin, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(expected.length);
    expect(res.body['hydra:member'].map((m: any) => m.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(res.body.message).toMatch(/rattachés? à la convention/);
    expect(await count('etudiants WHERE antenne_convention_id = $1', [conv.body.id])).toBe(expected.length);
    expect(await count('etudiants WHERE antenne_convention_id = $1 AND antenne_id <> 3', [conv.body.id])).toBe(0);
    const filtered = await S().req('GET', `/api/etudiants?antenne_convention=${conv.body['@id']}&pagination=false`, { token: T().admin });
    expect(filtered.body['hydra:totalItems']).toBe(expected.length);
  });

  it('says \'Pas de stagiaire dans cette session.\' when the session has no diploma session or no trainee', async () => {
    const conv = await firstIri(S(), 'antenne_conventions', 'antenne_id = 3 AND type = 0');
    const bare = await S().req('POST', '/api/antenne_convention_sessions', { token: T().admin, body: { antenne_convention: conv, date_start: '2026-01-01' } });
    const res = await S().req('PATCH', `${bare.body['@id']}/stagiaires`, { token: T().admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ 'hydra:totalItems': 0, message: 'Pas de stagiaire dans cette session.' });
    const emptyDs = (await S().db.query<{ id: number }>('SELECT id FROM diplome_sessions d WHERE cfa_id = 1 AND NOT EXISTS (SELECT 1 FROM etudiants e WHERE e.diplome_session_id = d.id AND e.antenne_id = 3) ORDER BY id LIMIT 1')).rows[0]!.id;
    const empty = await S().req('POST', '/api/antenne_convention_sessions', { token: T().admin, body: { antenne_convention: conv, diplome_session: `/api/diplome_sessions/${emptyDs}` } });
    expect((await S().req('PATCH', `${empty.body['@id']}/stagiaires`, { token: T().admin, body: {} })).body.message).toBe('Pas de stagiaire dans cette session.');
  });

  it('is invisible to another antenne and another centre, refused to a guest', async () => {
    const session = await firstIri(S(), 'antenne_convention_sessions', 'antenne_id = 3 AND diplome_session_id IS NOT NULL');
    const before = await count('etudiants WHERE antenne_convention_id IS NOT NULL');
    expect((await S().req('PATCH', `${session}/stagiaires`, { token: T().antenne1, body: {} })).status).toBe(404);
    expect((await S().req('PATCH', `${session}/stagiaires`, { token: T().sport, body: {} })).status).toBe(404);
    expect((await S().req('PATCH', `${session}/stagiaires`, { token: T().invite, body: {} })).status).toBe(403);
    expect((await S().req('PATCH', '/api/antenne_convention_sessions/abc/stagiaires', { token: T().admin, body: {} })).status).toBe(404);
    expect(await count('etudiants WHERE antenne_convention_id IS NOT NULL')).toBe(before);
  });
});

describe('the creation wizard (POST /api/antenne_conventions_assistant, one transaction)', () => {
  const busiestSession = async () => (await S().db.query<{ id: number }>(
    `SELECT diplome_session_id AS id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND etat <> 3 AND diplome_session_id IS NOT NULL
     GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).rows[0]!.id;

  it('creates the agreement, its session (attaching the diploma session\'s trainees) and its two fees, with the totals', async () => {
    const ds = await busiestSession();
    const expected = (await S().db.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = 3 AND type = 1 AND etat <> 3 AND diplome_session_id = $1 ORDER BY id', [ds])).rows.map((r) => r.id);
    const res = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-ASSIST-01', name: 'Convention assistant', antenne: NICE, date_start: '2026-09-01', date_end: '2027-06-30' },
      sessions: [{ diplome_session: `/api/diplome_sessions/${ds}`, date_start: '2026-09-01', date_end: '2027-06-30' }, { date_start: '2026-10-01' }],
      prices: [{ type_of_fee: 0, number_of_hours: 120, hourly_cost: 32.5 }, { type_of_fee: 1, number_of_hours: 7.5, hourly_cost: 45.1 }],
    } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ '@type': 'AntenneConvention', convention_number: 'CONV-ASSIST-01', total_hours: 127.5, total_amount: 4238.25 });
    expect(res.body.convention_sessions).toHaveLength(2);
    expect(res.body.convention_sessions[0].stagiaires.map((s: any) => s.id).sort((a: number, b: number) => a - b)).toEqual(expected);
    expect(res.body.convention_sessions[0].message).toMatch(/rattachés? à la convention/);
    expect(res.body.convention_sessions[1]).toMatchObject({ stagiaires: [], message: null, antenne_convention: res.body['@id'] });
    expect(res.body.convention_prices.map((p: any) => p.type_of_fee)).toEqual([0, 1]);
    expect(await count('antenne_convention_prices WHERE antenne_convention_id = $1', [res.body.id])).toBe(2);
    expect(await count('antenne_convention_sessions WHERE antenne_convention_id = $1', [res.body.id])).toBe(2);
    expect(await count('etudiants WHERE antenne_convention_id = $1', [res.body.id])).toBe(expected.length);
    // The agreement's « Montant total » is the total the wizard computed, as its page reads it.
    expect(res.body.amount).toBe(4238.25);
    expect((await S().req('GET', res.body['@id'], { token: T().admin })).body.amount).toBe(4238.25);
  });

  it('keeps an amount the wizard\'s body gives, and leaves it empty without fees', async () => {
    const given = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-ASSIST-02', antenne: NICE, amount: 5000 },
      prices: [{ type_of_fee: 0, number_of_hours: 10, hourly_cost: 30 }],
    } });
    expect(given.status, given.text).toBe(201);
    expect([given.body.amount, given.body.total_amount]).toEqual([5000, 300]);
    const none = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-ASSIST-03', antenne: NICE } } });
    expect(none.status, none.text).toBe(201);
    expect(none.body.amount ?? null).toBeNull();
  });

  it('says « Pas de stagiaire dans cette session. » for a diploma session without trainee of the antenne', async () => {
    const emptyDs = (await S().db.query<{ id: number }>('SELECT id FROM diplome_sessions d WHERE cfa_id = 1 AND NOT EXISTS (SELECT 1 FROM etudiants e WHERE e.diplome_session_id = d.id AND e.antenne_id = 3) ORDER BY id LIMIT 1')).rows[0]!.id;
    const res = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 1, convention_number: 'AVT-ASSIST-01', antenne: NICE }, sessions: [{ diplome_session: `/api/diplome_sessions/${emptyDs}` }],
    } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.convention_sessions[0]).toMatchObject({ stagiaires: [], message: 'Pas de stagiaire dans cette session.' });
    expect(res.body).toMatchObject({ type: 1, total_hours: 0, total_amount: 0 });
  });

  it('records nothing when a later row is refused, and names that row in French', async () => {
    const ds = await busiestSession();
    const before = await Promise.all(['antenne_conventions', 'antenne_convention_sessions', 'antenne_convention_prices'].map((t) => count(t)));
    const attached = await count('etudiants WHERE antenne_convention_id IS NOT NULL');
    const res = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-ASSIST-KO', antenne: NICE },
      sessions: [{ diplome_session: `/api/diplome_sessions/${ds}` }],
      prices: [{ type_of_fee: 0, number_of_hours: 10, hourly_cost: 30 }, { type_of_fee: 2, number_of_hours: -4, hourly_cost: 30 }],
    } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual(['prices[1].number_of_hours']);
    expect(res.body['hydra:description']).toMatch(FRENCH_REFUSAL);
    expect(await Promise.all(['antenne_conventions', 'antenne_convention_sessions', 'antenne_convention_prices'].map((t) => count(t)))).toEqual(before);
    expect(await count('etudiants WHERE antenne_convention_id IS NOT NULL')).toBe(attached);
  });

  it('refuses a fee type the client does not offer, a bad agreement, a bad list, and writes by a guest', async () => {
    const before = await count('antenne_conventions');
    const shortList = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-ASSIST-FEE', antenne: NICE }, prices: [{ type_of_fee: 5, number_of_hours: 1, hourly_cost: 1 }] } });
    expect(shortList.status).toBe(422);
    expect(shortList.body.violations[0]).toMatchObject({ propertyPath: 'prices[0].type_of_fee', message: "Le type de frais « Frais de formation » n'est pas proposé à votre centre." });
    const bad = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: { convention: { type: 4, convention_number: 'X', antenne: NICE } } });
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0].propertyPath).toBe('convention.type');
    const noConvention = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: { prices: [] } });
    expect(noConvention.status).toBe(422);
    expect(noConvention.body.violations[0].propertyPath).toBe('convention');
    const badList = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: { convention: { type: 0, convention_number: 'Y', antenne: NICE }, sessions: 'toutes' } });
    expect(badList.status).toBe(422);
    expect(badList.body.violations[0].message).toBe("La liste des sessions doit être une liste d'objets.");
    const guest = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().invite, body: { convention: { type: 0, convention_number: 'Z', antenne: NICE } } });
    expect(guest.status).toBe(403);
    const other = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().antenne1, body: { convention: { type: 0, convention_number: 'W', antenne: NICE } } });
    expect(other.status).toBe(403);
    expect(await count('antenne_conventions')).toBe(before);
  });
});

describe('an agreement session\'s sector (antenne_secteur, spec 001 section 3)', () => {
  it('keeps the activity sector given directly or through the wizard, filters by it, refuses an unknown one', async () => {
    const conv = await S().req('POST', '/api/antenne_conventions', { token: T().admin, body: { type: 0, convention_number: 'CONV-SECTEUR', antenne: NICE } });
    expect(conv.status, conv.text).toBe(201);
    const direct = await S().req('POST', '/api/antenne_convention_sessions', { token: T().admin, body: { antenne_convention: conv.body['@id'], antenne_secteur: 85 } });
    expect(direct.status, direct.text).toBe(201);
    expect(direct.body.antenne_secteur).toBe(85);
    const edited = await S().req('PATCH', direct.body['@id'], { token: T().admin, body: { antenne_secteur: 93 } });
    expect(edited.status, edited.text).toBe(204); // the spec's 204 for a session edit
    expect((await S().req('GET', direct.body['@id'], { token: T().admin })).body.antenne_secteur).toBe(93);
    const wizard = await S().req('POST', '/api/antenne_conventions_assistant', { token: T().admin, body: {
      convention: { type: 0, convention_number: 'CONV-SECTEUR-2', antenne: NICE }, sessions: [{ antenne_secteur: 85, date_start: '2026-09-01' }],
    } });
    expect(wizard.status, wizard.text).toBe(201);
    expect(wizard.body.convention_sessions[0].antenne_secteur).toBe(85);
    const listed = await S().req('GET', `/api/antenne_convention_sessions?antenne_secteur=85&antenne_convention=${wizard.body['@id']}`, { token: T().admin });
    expect(listed.body['hydra:member'].map((s: any) => s.antenne_secteur)).toEqual([85]);
    const bad = await S().req('POST', '/api/antenne_convention_sessions', { token: T().admin, body: { antenne_convention: conv.body['@id'], antenne_secteur: 4 } });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.violations.map((v: any) => v.propertyPath)).toEqual(['antenne_secteur']);
    expect(bad.body['hydra:description']).toMatch(FRENCH_REFUSAL);
  });
});
