// Fills a generic create form of the admin the way a user does, from the values of a valid API body
// (samples.ts): each property is found by its French label (the schema's title or the resource file's), and
// typed as its input asks (a French date, a time, a number, a choice by its label, a related record by its
// name). Whatever the form cannot take is reported by name, so that a resource whose form cannot create a
// valid record fails with the reason.
import { expect, type Locator, type Page } from '@playwright/test';
import { represent, representationFields } from '../../src/shared/format/represent.ts';
import { referenceLists } from '../../src/shared/reference/index.ts';
import type { ApiCall } from './client.ts';
import { propSchema, registry, type Json } from './samples.ts';

/** What a resource file changes of a field's input (resources/*.json `fields`). */
export interface FieldOverride { label?: string; widget?: string; readOnly?: boolean; representation?: string; enum?: string; reference?: string }

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the form shows it: the text, then the asterisk of a required input. */
export const labelled = (title: string) => new RegExp(`^${esc(title)}(\\s*\\*)?$`, 'i');

/** Values the admin's own format checks accept (stricter than the schemas' patterns). */
const FORMAT_VALUES: Record<string, string> = { phone: '04 91 00 00 00', siret: '812 345 676 00017', siren: '812 345 676', nir: nirSample() };

function nirSample(): string {
  const body = '185057800608';
  const key = 97 - Number(BigInt(body + '4') % 97n); // 13 digits: sex, year, month, department, commune, order
  return `${body}4${String(key).padStart(2, '0')}`;
}

const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The label of a reference list entry (what a select of choices shows). */
function enumLabel(list: string, id: unknown): string | undefined {
  const items = (referenceLists as Record<string, readonly { id: unknown; label: string }[]>)[list] ?? [];
  return items.find((x) => x.id === id)?.label;
}

/** Picks the option named `text` in an open list, or, when it is not offered, the first real one. `wait`: the
 * list answers a search, so the option may come a moment later. */
async function pickOption(page: Page, text: string | undefined, wait: boolean): Promise<string> {
  const options = page.getByRole('option');
  if (text) {
    const exact = options.filter({ hasText: new RegExp(`^${esc(text)}$`) }).first();
    if (wait) await exact.waitFor({ timeout: 5_000 }).catch(() => undefined);
    else await expect(options.first()).toBeVisible();
    if (await exact.count()) {
      await exact.click();
      return text;
    }
  }
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  const i = texts.findIndex((t) => t.trim() !== '' && !/^(aucun|aucune|—|-|non renseigné)$/i.test(t.trim()));
  expect(i, `aucun choix proposé (${text ?? ''})`).toBeGreaterThanOrEqual(0);
  await options.nth(i).click();
  return texts[i]!;
}

/** The smallest PDF the server's type check accepts (it reads the content, not the name). */
const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Chooses in a combobox (a select of choices or of records, or a searchable autocomplete). */
async function choose(page: Page, box: Locator, text: string | undefined, search: string | undefined): Promise<void> {
  const autocomplete = (await box.getAttribute('aria-autocomplete')) !== null;
  if (autocomplete && search) await box.fill(search);
  else await box.click();
  await pickOption(page, text, autocomplete);
}

export interface FillResult { filled: string[]; skipped: string[] }

/**
 * Fills the create form on `page` with `body` (property → API value). `skip`: properties the form sets by
 * itself (schema defaults, the view's fixed values). Relations are chosen by the related record's name.
 */
export async function fillCreateForm(
  page: Page, api: ApiCall, token: string, resource: string, body: Json, overrides: Record<string, FieldOverride>, skip: Set<string>,
): Promise<FillResult> {
  const r = registry.byName.get(resource)!;
  const result: FillResult = { filled: [], skipped: [] };
  for (const p of r.properties) {
    const value = body[p.name];
    if (value === undefined || value === null || skip.has(p.name) || p.readOnly) continue;
    const s = propSchema(r, p.name);
    const o = overrides[p.name] ?? {};
    const title = o.label ?? p.title;
    if (o.widget === 'hidden' || o.readOnly) {
      result.skipped.push(`${p.name} (${o.widget === 'hidden' ? 'caché' : 'lecture seule'} dans le formulaire)`);
      continue;
    }
    // An optional property the form does not offer (the scope of a user's own records...) is left to the server.
    const present = (await page.getByLabel(labelled(title)).count()) + (await page.getByRole('combobox', { name: labelled(title) }).count()) > 0;
    if (!present && !p.required) {
      result.skipped.push(`${p.name} (absent du formulaire)`);
      continue;
    }
    const reference = o.reference ?? p.relation;
    const enumList = o.enum ?? (typeof s['x-enum'] === 'string' ? s['x-enum'] : undefined);
    if (reference === 'media_objects') {
      // A file is dropped in the field's zone (widgets/files/MediaInput) and sent at once; saved once it is listed.
      const name = `piece-${p.name}.pdf`;
      await page.locator(`input[type="file"][name="${p.name}"]`).setInputFiles({ name, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
      // Sent once the zone offers to replace it (while sending, the name shows with the progress bar).
      await expect(page.getByTestId(`media-input-${p.name}`).getByRole('button', { name: 'Remplacer' }), `fichier « ${title} » (${p.name}) non envoyé`).toBeVisible();
      await expect(page.getByText(name).first()).toBeVisible();
    } else if (reference) {
      const parent = (await api('GET', String(value), { token })).body as Json;
      const repr = o.representation ?? registry.byName.get(reference)?.representation;
      const text = represent(repr, parent);
      // The autocomplete searches the first field of the name that the API filters by part (as FieldInput does).
      const target = registry.byName.get(reference);
      const searchField = representationFields(repr).find((f) => target?.properties.find((q) => q.name === f)?.filters.includes('partial'));
      const search = searchField && typeof parent[searchField] === 'string' && parent[searchField] !== '' ? parent[searchField] as string : undefined;
      const box = page.getByRole('combobox', { name: labelled(title) });
      await expect(box.first(), `champ « ${title} » (${p.name}) absent du formulaire`).toBeVisible();
      await choose(page, box.first(), text, search);
    } else if (enumList || Array.isArray(s.enum)) {
      if (Array.isArray(value)) continue; // a list of choices is never required empty-handed: minItems 0
      const box = page.getByRole('combobox', { name: labelled(title) });
      if (await box.count()) await choose(page, box.first(), enumList ? enumLabel(enumList, value) : String(value), undefined);
      else await page.getByRole('radio', { name: enumList ? enumLabel(enumList, value) ?? String(value) : String(value) }).first().check();
    } else if (typeof value === 'boolean') {
      const box = page.getByLabel(labelled(title)).first();
      await expect(box, `champ « ${title} » (${p.name}) absent du formulaire`).toBeVisible();
      if ((await box.isChecked()) !== value) await box.click();
    } else {
      const input = page.getByLabel(labelled(title)).first();
      await expect(input, `champ « ${title} » (${p.name}) absent du formulaire`).toBeVisible();
      await fillText(input, page, p.name === 'password' ? 'Motdepasse123' : value);
    }
    result.filled.push(p.name);
  }
  return result;
}

/** Types a scalar the way its input takes it: by the input's format, else its HTML type. */
async function fillText(input: Locator, page: Page, value: unknown): Promise<void> {
  const tag = await input.evaluate((e) => e.tagName.toLowerCase());
  if (tag !== 'input' && tag !== 'textarea') {
    // A sectioned picker (MUI X): focus it and type the digits of a French date or time.
    await input.click();
    const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? frDate(value).replace(/\//g, '') : String(value).replace(/:/g, '').slice(0, 4);
    await page.keyboard.type(text);
    return;
  }
  const format = await input.getAttribute('data-format');
  const type = (await input.getAttribute('type')) ?? 'text';
  // An object (a JSON field: a tutor's scored criteria) is typed as JSON.
  const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (format === 'date') await input.fill(frDate(text));
  else if (format === 'money') await input.fill(text.replace('.', ','));
  else if (format && FORMAT_VALUES[format]) await input.fill(FORMAT_VALUES[format]);
  else if (type === 'date') await input.fill(text.slice(0, 10));
  else if (type === 'datetime-local') await input.fill(text.slice(0, 16));
  else if (type === 'time') await input.fill(text.slice(0, 5));
  else await input.fill(text);
}

/** The French messages the form or the server show after a refused save (field errors, notice). */
export async function formErrors(page: Page): Promise<string[]> {
  const texts = await page.locator('.Mui-error.MuiFormHelperText-root, [role="alert"], .MuiSnackbarContent-message').allTextContents();
  return texts.map((t) => t.trim()).filter(Boolean);
}
