// Issue 4's coverage journey, one test per resource of schemas/resources: a record is created through the
// admin's own form (issue 12: "Créer" on its list, the required fields filled from the schema, "Enregistrer",
// then its detail page), found in its admin list, its show and edit pages open with French labels (no raw
// field names), a change is saved, and a user of another antenne (or, for centre-wide data, of another centre)
// cannot see it, neither through the API nor in the admin. Files (x-upload) are still sent through the API,
// and a centre (which nobody creates) stands for itself.
//
// The admin and the users of another antenne or centre each keep one page per worker, signed in once: a test
// moves it to its addresses inside the application (as its links do), instead of starting the application anew
// three times per resource; the accessibility watcher follows these pages during each test (watchA11y).
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiClient, loginWith, type ApiCall } from '../support/client.ts';
import { fillCreateForm, formErrors, type FieldOverride } from '../support/adminForm.ts';
import { isSharedScope } from '../../src/server/schema/model.ts';
import { createSample, isUpload, propSchema, registry, scopeProp, validPayload, writable, type Json } from '../support/samples.ts';
import { expect, PASSWORD, test as journey, typeInPicker } from './support.ts';
import { TRANSIT, watchA11y } from './a11y.ts';
import { e2ePort } from './port.ts';

// Each test now also fills a form: more room than the default minute on a busy two-core machine.
journey.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface ResourceFile {
  resource: string; route: string; fixedFilter?: Json; createDefaults?: Json; paths?: { list?: string; record?: string; create?: string };
  access?: { create?: boolean };
  fields?: Record<string, FieldOverride>;
}
const files: ResourceFile[] = readdirSync('resources').filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`resources/${f}`, 'utf8')) as ResourceFile);

/** The admin view of a resource: its file without a fixed filter first, else any, else /<name>. */
function viewOf(resource: string): {
  list: string; record: string; create?: string; fixed: Json; defaults: Json; fields: Record<string, FieldOverride>; noCreate: boolean;
} {
  const mine = files.filter((f) => f.resource === resource);
  const file = mine.find((f) => !f.fixedFilter) ?? mine[0];
  const list = `/${file?.paths?.list ?? file?.route ?? resource}`;
  return {
    list, record: file?.paths?.record ? `/${file.paths.record}` : list, create: file?.paths?.create && `/${file.paths.create}`,
    fixed: file?.fixedFilter ?? {}, defaults: file?.createDefaults ?? {}, fields: file?.fields ?? {},
    noCreate: file?.access?.create === false,
  };
}

/** A free text property to find and change the record by (no format, pattern, enum or relation). */
function textProp(resource: string) {
  const r = registry.byName.get(resource)!;
  return writable(r).find((p) => {
    const s = (r.schema.properties as Json)[p.name];
    return p.type === 'string' && !p.relation && !p.writeOnly && !s.format && !s.pattern && !s['x-enum'] && !s.enum && (s.maxLength ?? 99) >= 48; // the marker (≤ 40) plus " modifié"
  });
}

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TIME = /^\^\(\[01\]/; // the pattern of time fields: "^([01][0-9]|2[0-3]):..."
type Kind = 'time' | 'number' | 'date' | 'boolean' | 'choice' | 'relation';

/** The kind of change the edit form can make to a property, or nothing (free text is handled by textProp). */
function kindOf(s: Json, relation: boolean): Kind | undefined {
  const type = (Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type) ?? 'string';
  if (relation) return 'relation';
  if (s['x-enum'] || s.enum) return type === 'array' ? undefined : 'choice';
  if (type === 'string' && typeof s.pattern === 'string' && TIME.test(s.pattern)) return 'time';
  if (type === 'string' && s.format === 'date') return 'date';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean' && !(Array.isArray(s.type) && s.type.includes('null'))) return 'boolean';
  return undefined;
}
const ORDER: Kind[] = ['time', 'number', 'date', 'boolean', 'choice', 'relation'];

function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * For a resource without free text, change the first property the edit form shows, in the order above, and
 * return the check of the saved value; undefined when the form offers nothing to change.
 */
async function changeOther(page: Page, resource: string, record: Json, tried: ReadonlySet<string> = new Set()):
  Promise<{ name: string; saved: (v: unknown) => boolean; option?: string } | undefined> {
  const r = registry.byName.get(resource)!;
  const props = writable(r)
    .filter((p) => !p.writeOnly && p.name !== 'antenne')
    .map((p) => ({ p, s: (r.schema.properties as Json)[p.name] as Json, kind: kindOf((r.schema.properties as Json)[p.name], !!p.relation) }))
    // A unique property cannot take another record's value; an optional one is the safest to change.
    .filter((x) => x.kind !== undefined && !x.s['x-unique'])
    .sort((a, b) => ORDER.indexOf(a.kind!) - ORDER.indexOf(b.kind!) || Number(a.p.required) - Number(b.p.required));
  for (const { p, s, kind } of props) {
    const label = new RegExp(`^${esc(p.title)}( \\*)?$`, 'i');
    const current = record[p.name];
    // Dates and times are French pickers (MUI X): a group of sections typed digit by digit.
    if (kind === 'time' || kind === 'date') {
      const field = page.getByRole('group', { name: label });
      if (!(await field.count())) continue;
      if (kind === 'time') {
        await typeInPicker(field.first(), '10:15');
        return { name: p.name, saved: (v) => String(v).startsWith('10:15') };
      }
      // A start moves earlier and anything else later, so that start ≤ end still holds.
      const next = typeof current === 'string' ? shiftDay(current, /start|debut|entree/.test(p.name) ? -1 : 1) : '2026-03-16';
      await typeInPicker(field.first(), next.split('-').reverse().join('/'));
      return { name: p.name, saved: (v) => String(v).slice(0, 10) === next };
    }
    if (kind === 'number' || kind === 'boolean') {
      const input = page.getByLabel(label, { exact: false });
      if (!(await input.count())) continue;
      if (kind === 'number') {
        const min = s.minimum ?? 0;
        const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
        const base = typeof current === 'number' ? current : min;
        const next = base + 1 <= max ? base + 1 : base - 1;
        await input.first().fill(String(next));
        return { name: p.name, saved: (v) => Number(v) === next };
      }
      await input.first().click();
      return { name: p.name, saved: (v) => v === !current };
    }
    // A choice (select) or a relation (autocomplete or select): pick another option than the current one.
    const box = page.getByRole('combobox', { name: label });
    if (!(await box.count())) continue;
    await box.first().click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const selected = await options.evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-selected') === 'true'));
    const texts = await options.allTextContents();
    const pick = texts.findIndex((t, i) => i !== selected && t.trim() !== '' && !/^(aucun|aucune|—|-)$/i.test(t.trim())
      && !tried.has(t.trim()));
    if (pick < 0) {
      await page.keyboard.press('Escape');
      continue;
    }
    await options.nth(pick).click();
    return { name: p.name, saved: (v) => v !== current && v !== undefined, option: texts[pick]!.trim() };
  }
  return undefined;
}

/**
 * Opens the admin already signed in as `email`: the session the login page stores (token, user, roles; spec 000
 * section 3) is put into localStorage before the app starts. The login page itself has its own journeys; here it
 * would only add seconds to each of the many resources.
 */
async function signedIn(page: Page, api: ApiCall, email: string, password = PASSWORD): Promise<void> {
  const token = await loginWith(api, email, password);
  const { roles, ...user } = (await api('GET', '/api/users/me', { token })).body as Json;
  const storage = { token, user: JSON.stringify(user), roles: JSON.stringify(roles ?? []) };
  await page.addInitScript((s) => { for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v); }, storage);
}

/** The worker's pages, one per user, each signed in once (closed with the worker). */
type SignedPages = (email: string) => Promise<Page>;

const test = journey.extend<object, { signedPages: SignedPages }>({
  signedPages: [
    async ({ browser }: { browser: Browser }, use: (pages: SignedPages) => Promise<void>) => {
      const baseURL = `http://127.0.0.1:${e2ePort()}`;
      const api = apiClient(baseURL);
      const pages = new Map<string, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      await use((email) => {
        let made = pages.get(email);
        if (!made) {
          made = (async () => {
            const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', reducedMotion: 'reduce' });
            contexts.push(context);
            const page = await context.newPage();
            await signedIn(page, api, email);
            return page;
          })();
          pages.set(email, made);
        }
        return made.then((page) => {
          watchA11y(page);
          return page;
        });
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens `path` in a kept page as the application's own links do (history, then the router follows), through the
 * not-found page, so that nothing of the previous page is left to be mistaken for the new one; a page not yet
 * started loads it.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  const notFound = page.getByRole('heading', { name: 'Page introuvable', level: 1 });
  const go = (to: string) => page.evaluate((address) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', address);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
  await go(TRANSIT);
  await expect(notFound).toBeVisible();
  await go(path);
  await expect(notFound).toHaveCount(0);
}

/** Waits (10 s at most) until the edit is saved, or refused with a message on the form. */
async function savedOrRefused(page: Page, saved: () => Promise<boolean>): Promise<string> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if (await saved()) return 'enregistré';
    // A field can show an error for an instant while the saved form gives way to the record's page (a picker being
    // typed): a refusal is an error still there a moment later, with the record unchanged.
    if ((await formErrors(page)).length > 0) {
      await page.waitForTimeout(500);
      if (await saved()) return 'enregistré';
      if ((await formErrors(page)).length > 0) return 'refusé';
    }
    await page.waitForTimeout(250);
  }
  return 'en attente';
}

const listUrl = (list: string, iri: string) => `${list}?filter=${encodeURIComponent(JSON.stringify({ id: iri }))}`;

/** Raw property names must not be shown as labels (a French title is). */
async function expectFrenchLabels(page: Page, resource: string) {
  for (const p of registry.byName.get(resource)!.properties) {
    if (p.name !== p.title && /[_A-Z]|^[a-z]+$/.test(p.name)) await expect(page.getByText(p.name, { exact: true })).toHaveCount(0);
  }
}

for (const r of registry.resources) {
  test(`${r.name} : liste, fiche, modification et cloisonnement`, async ({ page: ownPage, signedPages, baseURL }) => {
    const api: ApiCall = apiClient(baseURL!);
    const admin = await loginWith(api, 'admin@demo.fr', PASSWORD);
    const me = await api('GET', '/api/users/me', { token: await loginWith(api, 'antenne1@demo.fr', PASSWORD) });
    const antennes = await api('GET', '/api/antennes?pagination=false', { token: admin });
    const antenneB = antennes.body['hydra:member'].map((a: Json) => a['@id']).find((iri: string) => iri !== me.body.antenne);
    const { list, record: record_, create, fixed, defaults, fields, noCreate } = viewOf(r.name);
    const text = textProp(r.name);
    const marker = `E2E ${r.name} ${Date.now()}`.slice(0, 40);
    let record: Json;
    let restore: Json | undefined;
    // Who sees the record in the admin: the admin, or for a file the one who sent it (an upload no record points
    // at yet is its sender's alone).
    let viewer = 'admin@demo.fr';
    let viewerPassword = PASSWORD;
    // The page the record is read in: the admin's kept page, or this test's own for a user of its own.
    let page: Page = ownPage;
    if (isUpload(r) && scopeProp(r)) {
      // A file belongs to the antenne of whoever sends it (the head office's are shared): a user of antenne B sends it.
      const email = `e2e-${r.name.replace(/_/g, '-')}-${Date.now()}@demo.fr`;
      const created = await api('POST', '/api/users', { token: admin, body: { email, lastname: 'Dépôt', firstname: 'Antenne', password: 'Motdepasse123', roles: ['ROLE_USER'], antenne: antenneB } });
      expect(created.status, created.text).toBe(201);
      record = await createSample(api, r.name, { token: await loginWith(api, email, 'Motdepasse123') });
      viewer = email;
      viewerPassword = 'Motdepasse123';
    } else if (isUpload(r)) record = await createSample(api, r.name, { token: admin });
    else if (noCreate) {
      // Nobody creates one by hand (an ACA comes from its generation, a notification from an event): its list offers
      // no « Créer »; the record is made through the API, then read, changed and hidden in the admin as any other.
      const body = { ...(await validPayload(api, r.name, { token: admin, antenne: antenneB, minimal: true })), ...fixed };
      if (text) body[text.name] = marker;
      if (r.name === 'notifications') body.user = (await api('GET', '/api/users/me', { token: admin })).body['@id'];
      const made = await api('POST', `/api/${r.name}`, { token: admin, body });
      expect(made.status, made.text).toBe(201);
      record = made.body;
      page = await signedPages('admin@demo.fr');
      await visit(page, list);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
    }
    else if (r.scope === 'cfa-self') {
      // Nobody creates a centre: its own centre stands for the record, renamed for the journey and given back its name at the end.
      record = (await api('GET', `/api/${r.name}`, { token: admin })).body['hydra:member'][0];
      if (text) restore = { [text.name]: record[text.name] };
    } else {
      // The values of a valid record (parents made through the API, in antenne B), typed into the admin's form.
      const body = { ...(await validPayload(api, r.name, { token: admin, antenne: antenneB, minimal: true })), ...fixed };
      if (text) body[text.name] = marker;
      // A notification is for one user, and each user lists only theirs: this one is addressed to the admin.
      if (r.name === 'notifications') body.user = (await api('GET', '/api/users/me', { token: admin })).body['@id'];
      // What the form sets by itself: the view's fixed values, its create defaults, the schema's defaults.
      const skip = new Set([...Object.keys(fixed), ...Object.keys(defaults)]);
      for (const p of r.properties) if (propSchema(r, p.name)?.default !== undefined && propSchema(r, p.name).default === body[p.name]) skip.add(p.name);
      page = await signedPages('admin@demo.fr');
      await visit(page, list);
      if (create) {
        // « Créer » opens the bespoke page the resource file names; the generic form, which the links that
        // pre-fill it open, is checked here at its own address.
        await expect(page.getByRole('link', { name: 'Créer' })).toHaveAttribute('href', create);
        await visit(page, `${record_}/nouveau`);
      } else await page.getByRole('link', { name: 'Créer' }).click();
      await expect(page).toHaveURL(new RegExp(`${esc(record_)}/nouveau$`));
      await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
      const filled = await fillCreateForm(page, api, admin, r.name, body, fields, skip);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      const shown = new RegExp(`${esc(record_)}/(\\d+)$`);
      await expect.poll(async () => (shown.test(new URL(page.url()).pathname) ? 'fiche' : (await formErrors(page)).join(' | ') || 'en attente'),
        { message: `création par le formulaire (${filled.filled.join(', ')}${filled.skipped.length ? ` ; non saisis : ${filled.skipped.join(', ')}` : ''})`, timeout: 15_000 }).toBe('fiche');
      const id = shown.exec(new URL(page.url()).pathname)![1];
      const saved = await api('GET', `/api/${r.name}/${id}`, { token: admin });
      expect(saved.status, saved.text).toBe(200);
      record = saved.body;
      if (text) expect(record[text.name]).toBe(marker);
    }

    if (isUpload(r) || r.scope === 'cfa-self') {
      // A user of its own for a file (or the centre, renamed): this test's page, started for them.
      page = ownPage;
      await signedIn(page, api, viewer, viewerPassword);
    }
    await visit(page, listUrl(list, record['@id']));
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2); // header + the record
    await expectFrenchLabels(page, r.name);
    // The row, not a relation link of a cell nor the selection's checkbox (first cell): a corner of the next cell.
    await rows.nth(1).getByRole('cell').nth(1).click({ position: { x: 4, y: 4 } });
    await expect(page).not.toHaveURL(new RegExp(`${list.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`));
    await expectFrenchLabels(page, r.name);
    if (!isUpload(r)) {
      // The row opens the show page (then "Modifier") or directly the edit page.
      const edit = page.getByRole('link', { name: 'Modifier' }).or(page.getByRole('button', { name: 'Modifier' }));
      const save = page.getByRole('button', { name: 'Enregistrer' });
      await expect(edit.or(save).first()).toBeVisible();
      if (await edit.count()) await edit.first().click();
      await expect(save).toBeVisible();
      await expectFrenchLabels(page, r.name);
      if (text) {
        const field = page.getByRole('textbox', { name: new RegExp(esc(text.title), 'i') }).first();
        await field.fill(`${marker} modifié`);
        await save.click();
        await expect.poll(async () => (await api('GET', record['@id'], { token: admin })).body?.[text.name]).toBe(`${marker} modifié`);
      } else {
        // An option the server refuses for this record (a parent of another antenne, or a signed sign-in sheet, which
        // other journeys may have created: the newest options) is a right refusal: the form shows it, and the edit
        // is made again with another option (up to 8 options: journeys sign several sheets).
        const editPath = new URL(page.url()).pathname;
        const tried = new Set<string>();
        let outcome = 'en attente';
        const refusals: string[] = [];
        for (let attempt = 0; attempt < 8 && outcome !== 'enregistré'; attempt++) {
          if (attempt === 3) test.setTimeout(150_000);
          if (attempt > 0) {
            await visit(page, editPath);
            await expect(save).toBeVisible();
          }
          const change = await changeOther(page, r.name, record, tried);
          expect(change, "le formulaire n'offre aucun champ à modifier").toBeDefined();
          await save.click();
          outcome = await savedOrRefused(page, async () => change!.saved((await api('GET', record['@id'], { token: admin })).body?.[change!.name]));
          if (outcome === 'refusé') refusals.push(`${change!.name} = ${change!.option ?? '(saisie)'} : ${(await formErrors(page)).join(' | ')}`);
          if (outcome !== 'refusé' || !change!.option) break;
          tried.add(change!.option);
        }
        expect(outcome, `modification refusée par le formulaire : ${refusals.join(' ; ') || '—'}`).toBe('enregistré');
      }
      if (restore) expect((await api('PATCH', record['@id'], { token: admin, body: restore })).status).toBe(200);
    }

    // Another antenne's user (antenne-owned data) or another centre's user (centre-wide data) sees nothing.
    // A record of a shared resource left without antenne is the whole centre's: another centre stands for "other".
    const scoped = scopeProp(r);
    const antenneOwned = r.scope === 'antenne-self' || (scoped !== undefined && !(isSharedScope(r) && record[scoped] == null));
    const other = antenneOwned ? 'antenne1@demo.fr' : 'sport@demo.fr';
    expect((await api('GET', record['@id'], { token: await loginWith(api, other, PASSWORD) })).status).toBe(404);
    const otherPage = await signedPages(other);
    await visit(otherPage, listUrl(list, record['@id']));
    await expect(otherPage.getByRole('heading').first()).toBeVisible();
    await expect(otherPage.getByRole('row').filter({ hasText: text ? marker : String(record.id) })).toHaveCount(0);
  });
}
