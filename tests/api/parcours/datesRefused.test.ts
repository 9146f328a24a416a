// Dates that make no sense are refused in French with the field named: a planned exit before the entry, an
// absence before the course starts, a switch into a session that has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers.ts';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer(import.meta.url);
  admin = await s.login('admin@demo.fr');
}, 600_000);
afterAll(() => s?.close());

const trainee = async (extra: Record<string, unknown> = {}) =>
  s.req('POST', '/api/etudiants', { token: admin, body: { type: 1, lastname: 'Dates', firstname: 'Léo', antenne: '/api/antennes/2', dt_date_entree: '2025-09-01', ...extra } });

describe('des dates refusées', () => {
  it("une sortie prévue avant l'entrée", async () => {
    const res = await trainee({ date_sortie_prevue: '2025-06-30' });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'date_sortie_prevue',
      message: "Date de sortie prévue : elle ne peut pas être antérieure à la date d'entrée (01/09/2025)." })]);
    expect((await trainee({ date_sortie_prevue: '2027-06-30' })).status).toBe(201);
  });

  it('une absence avant le début de la formation', async () => {
    const id = (await trainee()).body.id as number;
    const body = { etudiant: `/api/etudiants/${id}`, raison: 1, dt_start: '2025-08-25', dt_end: '2025-08-25', hr_start: '09:00', hr_end: '12:00' };
    for (const path of ['/api/etudiant_absences', '/api/etudiant_add_absence']) {
      const res = await s.req('POST', path, { token: admin, body: path.endsWith('add_absence') ? { ...body, etudiant: undefined, etudiant_id: id } : body });
      expect(res.status, path).toBe(422);
      expect(res.body.violations, path).toEqual([expect.objectContaining({ propertyPath: 'dt_start',
        message: "Date de début : l'absence ne peut pas précéder l'entrée en formation du stagiaire (01/09/2025)." })]);
    }
    expect((await s.req('POST', '/api/etudiant_absences', { token: admin, body: { ...body, dt_start: '2025-10-06', dt_end: '2025-10-06' } })).status).toBe(201);
  });

  it('un changement vers une session terminée', async () => {
    const id = (await trainee()).body.id as number;
    const ended = (await s.db.query<{ id: number; dt_end: string }>(
      `SELECT s.id, to_char(d.dt_end, 'YYYY-MM-DD') AS dt_end FROM antenne_diplome_sessions s JOIN diplome_sessions d ON d.id = s.diplome_session_id
        WHERE s.antenne_id = 2 AND s.etat = 0 AND d.etat = 0 AND d.dt_end < current_date ORDER BY s.id LIMIT 1`)).rows[0]!;
    const date = new Date().toISOString().slice(0, 10);
    const res = await s.req('POST', `/api/etudiants/${id}/switch`, { token: admin, body: { antenne_diplome_session: ended.id, date } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.violations).toEqual([expect.objectContaining({ propertyPath: 'antenne_diplome_session',
      message: 'Session en antenne : cette session est terminée à la date du changement, choisissez une session en cours ou à venir.' })]);
  });
});
