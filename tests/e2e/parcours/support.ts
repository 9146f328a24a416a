// Shared steps of the parcours journeys: an API call as a demo user, and a trainee entered on
// 01/09/2025 with two absences (06/10/2025, 02/02/2026), created through the API.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, seed } from '../support.ts';

export async function api<T = any>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown, email = 'admin@demo.fr'): Promise<T> {
  const token = await apiToken(request, email);
  const response = await request.fetch(path, {
    method, data,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json', 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function traineeWithAbsences(request: APIRequestContext, antenne: string, lastname: string, email = 'admin@demo.fr') {
  const trainee = await seed(request, 'etudiants', { type: 1, civility: 0, lastname, firstname: 'Hugo', antenne, dt_date_entree: '2025-09-01' }, email);
  for (const d of ['2025-10-06', '2026-02-02']) {
    await seed(request, 'etudiant_absences', { etudiant: trainee['@id'], raison: 1, dt_start: d, dt_end: d, hr_start: '09:00', hr_end: '12:00' }, email);
  }
  return trainee;
}

/** The dates of the trainee's pointage records, in order. */
export async function pointageDates(request: APIRequestContext, trainee: string, email = 'admin@demo.fr'): Promise<string[]> {
  const list = await api<{ 'hydra:member': { dt_start: string }[] }>(request, 'GET', `/api/etudiant_pointages?etudiant=${encodeURIComponent(trainee)}&order[dt_start]=asc`, undefined, email);
  return list['hydra:member'].map((p) => p.dt_start.slice(0, 10));
}
