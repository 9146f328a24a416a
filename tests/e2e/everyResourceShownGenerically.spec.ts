// Issue 4's coverage journey, one test per resource of schemas/resources: a record created through the API
// is found in its admin list, its show and edit pages open with French labels (no raw field names), a
// change is saved, and a user of another antenne (or, for centre-wide data, of another centre) cannot
// see it, neither through the API nor in the admin.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiClient, loginWith, type ApiCall } from '../support/client.ts';
import { createSample, isUpload, registry, scopeProp, validPayload, writable, type Json } from '../support/samples.ts';
import { PASSWORD, signIn } from './support.ts';

test.describe.configure({ mode: 'parallel' });

interface ResourceFile { resource: string; route: string; fixedFilter?: Json; paths?: { list?: string } }
const files: ResourceFile[] = readdirSync('resources').filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`resources/${f}`, 'utf8')) as ResourceFile);

/** The admin view of a resource: its file without a fixed filter first, else any, else /<name>. */
function viewOf(resource: string): { list: string; fixed: Json } {
  const mine = files.filter((f) => f.resource === resource);
  const file = mine.find((f) => !f.fixedFilter) ?? mine[0];
  return { list: `/${file?.paths?.list ?? file?.route ?? resource}`, fixed: file?.fixedFilter ?? {} };
}

/** A free text property to find and change the record by (no format, pattern, enum or relation). */
function textProp(resource: string) {
  const r = registry.byName.get(resource)!;
  return writable(r).find((p) => {
    const s = (r.schema.properties as Json)[p.name];
    return p.type === 'string' && !p.relation && !p.writeOnly && !s.format && !s.pattern && !s['x-enum'] && !s.enum && (s.maxLength ?? 99) >= 48; // the marker (≤ 40) plus " modifié"
  });
}

const listUrl = (list: string, iri: string) => `${list}?filter=${encodeURIComponent(JSON.stringify({ id: iri }))}`;

/** Raw property names must not be shown as labels (a French title is). */
async function expectFrenchLabels(page: Page, resource: string) {
  for (const p of registry.byName.get(resource)!.properties) {
    if (p.name !== p.title && /[_A-Z]|^[a-z]+$/.test(p.name)) await expect(page.getByText(p.name, { exact: true })).toHaveCount(0);
  }
}

for (const r of registry.resources) {
  test(`${r.name} : liste, fiche, modification et cloisonnement`, async ({ page, baseURL }) => {
    const api: ApiCall = apiClient(baseURL!);
    const admin = await loginWith(api, 'admin@demo.fr', PASSWORD);
    const me = await api('GET', '/api/users/me', { token: await loginWith(api, 'antenne1@demo.fr', PASSWORD) });
    const antennes = await api('GET', '/api/antennes?pagination=false', { token: admin });
    const antenneB = antennes.body['hydra:member'].map((a: Json) => a['@id']).find((iri: string) => iri !== me.body.antenne);
    const { list, fixed } = viewOf(r.name);
    const text = textProp(r.name);
    const marker = `E2E ${r.name} ${Date.now()}`.slice(0, 40);
    let record: Json;
    let restore: Json | undefined;
    if (isUpload(r)) record = await createSample(api, r.name, { token: admin });
    else {
      const body = { ...(await validPayload(api, r.name, { token: admin, antenne: antenneB, minimal: true })), ...fixed };
      if (text) body[text.name] = marker;
      const res = await api('POST', `/api/${r.name}`, { token: admin, body });
      // Nobody creates a centre: its own centre stands for the record, and is not renamed.
      if (res.status === 403 && r.scope === 'cfa-self') {
        record = (await api('GET', `/api/${r.name}`, { token: admin })).body['hydra:member'][0];
        // Renamed for the journey, its name is given back at the end.
        if (text) restore = { [text.name]: record[text.name] };
      } else {
        expect(res.status, res.text).toBe(201);
        record = res.body;
      }
    }

    await signIn(page);
    await page.goto(listUrl(list, record['@id']));
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2); // header + the record
    await expectFrenchLabels(page, r.name);
    await rows.nth(1).click({ position: { x: 4, y: 4 } }); // the row, not a relation link of a cell
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
        const field = page.getByRole('textbox', { name: new RegExp(text.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') }).first();
        await field.fill(`${marker} modifié`);
        await save.click();
        await expect.poll(async () => (await api('GET', record['@id'], { token: admin })).body?.[text.name]).toBe(`${marker} modifié`);
      }
      if (restore) expect((await api('PATCH', record['@id'], { token: admin, body: restore })).status).toBe(200);
    }

    // Another antenne's user (antenne-owned data) or another centre's user (centre-wide data) sees nothing.
    const antenneOwned = r.scope === 'antenne-self' || scopeProp(r) !== undefined;
    const other = antenneOwned ? 'antenne1@demo.fr' : 'sport@demo.fr';
    expect((await api('GET', record['@id'], { token: await loginWith(api, other, PASSWORD) })).status).toBe(404);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, other);
    await page.goto(listUrl(list, record['@id']));
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: text ? marker : String(record.id) })).toHaveCount(0);
  });
}
