// The stored course state follows the calendar: a contract that reaches its end date leaves its trainee « En
// formation », one that starts puts it « En contrat », with no write in between (the date moved, not a row). The
// hourly refresh (parcours/courseStateSchedule.ts) writes exactly those changes; an erased trainee keeps none. The
// day the states were last brought to is kept (course_state_refreshes): the first refresh of a new day reads only the
// trainees whose contracts' dates were crossed since; one without a recorded day reads them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, startServer, type TestServer } from '../helpers.ts';
import { refreshCourseStates } from '../../../src/server/domain/parcours/courseStateSchedule.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer(import.meta.url);
  admin = await s.login('admin@demo.fr');
});
afterAll(async () => s?.close());

/** The states as last brought to the day `offset` days from today (null: never). */
async function lastRefreshed(offset: number | null) {
  await s.db.query('DELETE FROM course_state_refreshes');
  if (offset !== null) {
    await s.db.query(
      `INSERT INTO course_state_refreshes (day) VALUES ((now() AT TIME ZONE 'Europe/Paris')::date + $1::int)`,
      [offset],
    );
  }
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stateOf = async (id: number) =>
  (await s.db.query<{ etat_parcours: number | null }>('SELECT etat_parcours FROM etudiants WHERE id = $1', [id]))
    .rows[0]!.etat_parcours;

async function traineeWithContract(contract: Record<string, unknown>): Promise<{ id: number; contract: number }> {
  const antenne = (await s.db.query<{ id: number }>('SELECT id FROM antennes WHERE cfa_id = 1 ORDER BY id LIMIT 1'))
    .rows[0]!.id;
  const t = await s.req('POST', '/api/etudiants', {
    token: admin,
    body: {
      type: 1,
      etat: 0,
      civility: 1,
      lastname: 'Calendrier',
      firstname: 'Jules',
      antenne: `/api/antennes/${antenne}`,
      dt_date_entree: day(-200),
    },
  });
  expect(t.status, t.text).toBe(201);
  const c = await s.req('POST', '/api/etudiant_contrats', {
    token: admin,
    body: { etudiant: t.body['@id'], ...contract },
  });
  expect(c.status, c.text).toBe(201);
  return { id: idOf(t.body['@id']), contract: idOf(c.body['@id']) };
}

describe('the daily refresh of the course states', () => {
  it('moves a trainee whose contract has ended to « En formation », and one whose contract has started to « En contrat »', async () => {
    const ending = await traineeWithContract({ date_debut: day(-100), date_fin: day(10) });
    const starting = await traineeWithContract({ date_debut: day(5), date_fin: day(400) });
    expect([await stateOf(ending.id), await stateOf(starting.id)]).toEqual([2, 1]);
    // Time passes: the first contract's end and the second one's start are now behind (no write through the API),
    // and the states were last brought to yesterday.
    await lastRefreshed(-1);
    await s.db.query('UPDATE etudiant_contrats SET date_fin = $2 WHERE id = $1', [ending.contract, day(-1)]);
    await s.db.query('UPDATE etudiant_contrats SET date_debut = $2 WHERE id = $1', [starting.contract, day(0)]);
    expect([await stateOf(ending.id), await stateOf(starting.id)]).toEqual([2, 1]);
    expect(await refreshCourseStates(s.db)).toBeGreaterThanOrEqual(2);
    expect([await stateOf(ending.id), await stateOf(starting.id)]).toEqual([1, 2]);
    // The same as a write through the API would give: a PATCH of the contract leaves the state as it is.
    const same = await s.req('PATCH', `/api/etudiant_contrats/${ending.contract}`, {
      token: admin,
      body: { date_fin: day(-1) },
    });
    expect(same.status, same.text).toBe(200);
    expect(await stateOf(ending.id)).toBe(1);
    // Nothing left to change, and the day is recorded.
    expect(await refreshCourseStates(s.db)).toBe(0);
    const mark = await s.db.query<{ today: boolean }>(
      `SELECT day = (now() AT TIME ZONE 'Europe/Paris')::date AS today FROM course_state_refreshes`,
    );
    expect(mark.rows).toEqual([{ today: true }]);
  });

  it('reads only the contracts crossed since the last refresh, and every trainee when none is recorded', async () => {
    const long = await traineeWithContract({ date_debut: day(-100), date_fin: day(30) });
    expect(await stateOf(long.id)).toBe(2);
    // A contract that ended a month ago (no write through the API): not a date crossed since yesterday.
    await s.db.query('UPDATE etudiant_contrats SET date_fin = $2 WHERE id = $1', [long.contract, day(-30)]);
    await lastRefreshed(-1);
    await refreshCourseStates(s.db);
    expect(await stateOf(long.id)).toBe(2);
    // Refreshed already today: nothing is read.
    await lastRefreshed(0);
    expect(await refreshCourseStates(s.db)).toBe(0);
    // Since its end (the states last brought to the day before it): the trainee is back « En formation ».
    await lastRefreshed(-31);
    expect(await refreshCourseStates(s.db)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(long.id)).toBe(1);
    // No day recorded (a database the refresh never ran on): every trainee is read.
    await s.db.query('UPDATE etudiants SET etat_parcours = 2 WHERE id = $1', [long.id]);
    await lastRefreshed(null);
    expect(await refreshCourseStates(s.db)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(long.id)).toBe(1);
  });

  it('leaves an erased trainee without a state', async () => {
    const erased = await traineeWithContract({ date_debut: day(-100), date_fin: day(-1) });
    await s.db.query('UPDATE etudiants SET etat = 3, etat_parcours = NULL WHERE id = $1', [erased.id]);
    await refreshCourseStates(s.db);
    expect(await stateOf(erased.id)).toBeNull();
  });
});
