// Shared steps of the attendance journeys: a group with active trainees, an event and its sheet, seeded
// through the API; today's date as the browser (Europe/Paris) sees it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, seed } from '../support.ts';

export const todayParis = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
/** A working day of the current month (Paris), today if it is one: absences are counted in hours on working days
 * only, so a journey that counts them must not depend on the day of the week it runs. */
export function workingDayOfThisMonthParis(): string {
  const today = todayParis();
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  const shift = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  for (let d = today; d.slice(0, 7) === today.slice(0, 7); d = shift(d, -1)) if (day(d) !== 0 && day(d) !== 6) return d;
  for (let d = today; ; d = shift(d, 1)) if (day(d) !== 0 && day(d) !== 6) return d;
}
export const frDate = (iso: string) => iso.split('-').reverse().join('/');

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request);
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A trainee's group and antenne: the event's sheet will list the group's active trainees of that antenne. */
export async function groupWithTrainees(request: APIRequestContext): Promise<{ diplome_session: string; antenne: string }> {
  const list = await getJson<{ 'hydra:member': { diplome_session: string; antenne: string }[] }>(
    request, '/api/etudiants?type=1&etat=0&exists[diplome_session]=true&itemsPerPage=1',
  );
  const { diplome_session, antenne } = list['hydra:member'][0]!;
  return { diplome_session, antenne };
}

/** An event today (from midnight, so that its sheet can be signed whatever the hour of the run, unless `hours`
 * says otherwise) for that group, with its sign-in sheet; returns the sheet's lines. */
export async function eventWithSheet(request: APIRequestContext, title: string, hours: [string, string] = ['00:00', '00:30']) {
  const group = await groupWithTrainees(request);
  const event = await seed(request, 'scheduler_events', { title, dt_start: todayParis(), hr_start: hours[0], hr_end: hours[1], ...group });
  const token = await apiToken(request);
  const sheet = await request.post(`/api/scheduler_events/${event.id}/emargement`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } });
  expect(sheet.status()).toBe(201);
  const sheetId = ((await sheet.json()) as { id: number }).id;
  const lines = await getJson<{ 'hydra:member': { etudiant: string; etudiant_name: string }[] }>(request, `/api/scheduler_event_emargements/${sheetId}/emargement_etudiants`);
  expect(lines['hydra:member'].length).toBeGreaterThan(1);
  return { event, sheetId, lines: lines['hydra:member'] };
}

/** Hours around now (Paris), so the session is in progress whenever the journey runs (clamped to the day). */
export function hoursAroundNow(): [string, string] {
  const [h, m] = new Date().toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour12: false }).split(':').map(Number) as [number, number];
  const hm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  return [hm(Math.max(0, h * 60 + m - 30)), hm(Math.min(23 * 60 + 59, h * 60 + m + 90))];
}

/** Draws on the pad `name` until `ready` (the button that needs a signature) is enabled: a stroke made while the
 * page still moves may miss the pad, and is drawn again as a person would. */
export async function drawFor(page: Page, name: string, ready: Locator, scope: Page | Locator = page) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await draw(page, name, scope);
    if (await expect(ready).toBeEnabled({ timeout: 2_000 }).then(() => true, () => false)) return;
  }
  await expect(ready).toBeEnabled();
}

async function draw(page: Page, name: string, scope: Page | Locator) {
  const pad = scope.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 40 + (i % 2) * 40);
  await page.mouse.up();
}
