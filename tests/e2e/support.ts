// Shared steps of the journeys: sign in through the login page, and seed data through the API (never the DB).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Journeys take `test` (and `expect`) from here: its automatic fixture checks every page they visit with axe (a11y.ts).
export { test, checkA11y } from './a11y.ts';
export { expect };

export const PASSWORD = 'demo1234';

/** Fills and submits the login form (whatever the outcome). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in and waits until the app has left the login page. */
export async function signIn(page: Page, email = 'admin@demo.fr', password = PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

export async function apiToken(request: APIRequestContext, email = 'admin@demo.fr'): Promise<string> {
  const response = await request.post('/api/authentication_token', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface Created {
  '@id': string;
  id: number;
  [key: string]: unknown;
}

/** Creates a record through the API as `email` and returns it. */
export async function seed(request: APIRequestContext, resource: string, data: Record<string, unknown>, email = 'admin@demo.fr'): Promise<Created> {
  const token = await apiToken(request, email);
  const response = await request.post(`/api/${resource}`, {
    data,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/ld+json', Accept: 'application/ld+json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** The IRI of the first antenne whose name contains `name`. */
export async function antenneIri(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request);
  const response = await request.get(`/api/antennes?name=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
  });
  const body = (await response.json()) as { 'hydra:member': { '@id': string }[] };
  expect(body['hydra:member'].length).toBeGreaterThan(0);
  return body['hydra:member'][0]!['@id'];
}

/** A name no seeded record has, so filters and searches find exactly what a test created. */
export const uniqueName = (prefix: string): string => `${prefix}${Date.now().toString(36).toUpperCase()}`;

/**
 * Types into an autocomplete and picks an option once the list has answered the search, then checks that the
 * choice holds (the list refreshes after each keystroke; a pick made on a list about to be replaced is a race).
 */
export async function chooseOption(page: Page, label: string, typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const searched = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).search.includes(encodeURIComponent(typed)));
  await box.fill(typed);
  await searched;
  await page.getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

/** The French date picker (MUI X) labelled `label`: a group of sections (JJ, MM, AAAA), not a text box. */
export function dateField(scope: Page | Locator, label: string): Locator {
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  return scope.getByRole('group', { name });
}

/** Types a date (JJ/MM/AAAA) into a French date picker, over whatever it held, as a user types it. */
export async function fillDate(scope: Page | Locator, label: string, text: string): Promise<void> {
  const field = dateField(scope, label);
  await typeInPicker(field, text);
  await expect(field.locator('input')).toHaveValue(text);
}

/** Types the digits of `text` (JJ/MM/AAAA, HH:MM) into a French picker's sections, over what it held. */
export async function typeInPicker(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text.replace(/\D/g, ''));
}

/** From the menu's « Stagiaires », the list searched by `lastname` (the search applied before the row is opened),
 * then that trainee's page (`id`). */
export async function openTraineeFromList(page: Page, lastname: string, id: number | string): Promise<void> {
  await page.getByRole('menu', { name: 'STAGIAIRES' }).getByRole('menuitem', { name: 'Stagiaires', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaires');
  const filtered = page.waitForResponse((r) => r.url().includes('/api/etudiants') && r.url().includes(`q=${lastname}`));
  await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill(lastname);
  await filtered;
  await expect(page.getByRole('row').filter({ hasText: lastname })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: lastname }).getByRole('cell', { name: lastname }).click();
  await expect(page).toHaveURL(new RegExp(`/stagiaires/${id}$`));
}
