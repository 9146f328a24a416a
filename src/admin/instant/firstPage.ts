// The first page of a list, drawn before the app has started (instant.ts): which list the address opens,
// the request the app's data provider will send for its first page (so that it takes this one over, see
// http/early.ts), and each cell's text as the list's fields show it (views/FieldDisplay.tsx). No React here.
import type { RaRecord } from 'react-admin';
import type { ClientProfile } from '../../shared/clients/index.ts';
import { profileOf } from '../clients/profileOf.ts';
import { idFromIri, relationId, relationIri } from '../data/iri.ts';
import { fromApi } from '../data/records.ts';
import { formatMoney } from '../../shared/format/index.ts';
import { formats } from '../formats/formats.ts';
import { normaliseQuery } from '../http/query.ts';
import { fr } from '../i18n/fr.ts';
import { canAccess } from '../../shared/access.ts';
import { applyProfile } from '../views/applyProfile.ts';
import { defaultFilter } from '../widgets/archive/archivable.ts';
import { choiceLabel, choicesText, yesNoText } from '../views/fieldText.ts';
import { formatDateFr, formatDateTimeFr } from '../../shared/format/dates.ts';
import { formatTimeFr } from '../../shared/format/numbers.ts';
import { represent } from '../../shared/format/represent.ts';
import type { FieldView, ViewConfig } from '../views/viewTypes.ts';

const none = fr.app.resources.none;

/** The view whose list is at this path (no query string: filters, sort or page in the URL change the request). */
export function listViewAt(views: readonly ViewConfig[], pathname: string, search: string): ViewConfig | undefined {
  if (search && search !== '?') return undefined;
  const path = pathname.replace(/\/+$/, '') || '/';
  return views.find((v) => v.paths.list === path);
}

/** The list view this address opens, as the user's client shows it, when the user may see it. */
export function instantView(
  views: readonly ViewConfig[],
  profiles: readonly ClientProfile[],
  user: Record<string, unknown>,
  roles: readonly string[],
  where: { pathname: string; search: string },
): ViewConfig | undefined {
  const view = listViewAt(views, where.pathname, where.search);
  if (!view) return undefined;
  const profile = profileOf(profiles, user);
  // No usable profile: the app shows why instead of the page (layout/Layout.tsx), so nothing is drawn early.
  if (!profile?.ok) return undefined;
  if (!canAccess({ roles, flags: profile.profile.accessRight }, { action: 'list', resource: view })) return undefined;
  return applyProfile(view, profile.profile);
}

/** The URL of the first page as the Hydra data provider asks for it (sort, page, page size, the list's default
 * filter then the fixed one, in the data provider's order: an archivable list shows its active records). */
export function firstPageUrl(view: ViewConfig, entrypoint: string): string {
  const url = new URL(`${entrypoint}/${view.model.name}`);
  url.searchParams.set(`order[${view.sort.field}]`, view.sort.order);
  url.searchParams.set('page', '1');
  url.searchParams.set('itemsPerPage', String(view.perPage));
  for (const [key, value] of Object.entries({ ...defaultFilter(view), ...view.fixedFilter }))
    url.searchParams.set(key, String(value));
  return normaliseQuery(url).toString();
}

export type Row = Record<string, unknown> & { id: unknown };

/** The API's members as the list reads them: numeric ids, relations as ids. */
export function rowsOf(view: ViewConfig, members: unknown): Row[] {
  if (!Array.isArray(members)) return [];
  return members
    .filter((m) => m && typeof m === 'object' && typeof (m as { '@id'?: unknown })['@id'] === 'string')
    .map((m) => fromApi<Row>(m as RaRecord, view.model));
}

/** Per related resource of the columns, the IRIs of the related records the page names. */
export function relatedIris(view: ViewConfig, members: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!Array.isArray(members)) return out;
  for (const field of view.columns) {
    if (field.kind !== 'relation' || !field.reference) continue;
    for (const member of members as Record<string, unknown>[]) {
      const iri = relationIri(member?.[field.name]);
      if (!iri) continue;
      const list = out.get(field.reference) ?? [];
      if (!list.includes(iri)) list.push(iri);
      out.set(field.reference, list);
    }
  }
  return out;
}

/** Related records by resource and id, as fetched for the relation columns. */
export type Related = Map<string, Map<unknown, Record<string, unknown>>>;

export function relatedOf(members: unknown): Map<unknown, Record<string, unknown>> {
  const out = new Map<unknown, Record<string, unknown>>();
  if (!Array.isArray(members)) return out;
  for (const m of members as Record<string, unknown>[]) {
    if (m && typeof m['@id'] === 'string') out.set(idFromIri(m['@id']), m);
  }
  return out;
}

const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The text of a cell, as FieldDisplay shows it. A relation whose record is not known yet is `undefined`
 * (drawn blank until it is), a missing one the empty sign.
 */
export function cellText(field: FieldView, row: Row, related: Related): string | undefined {
  const value = row[field.name];
  if (field.format && field.kind !== 'relation' && field.kind !== 'enum' && field.kind !== 'enumArray') {
    const text =
      field.format === 'money' ? formatMoney(value as number | string | null) : formats[field.format].show(value);
    return text !== '' ? text : none;
  }
  switch (field.kind) {
    case 'relation': {
      if (!field.reference) return empty(value) ? none : String(value);
      if (empty(value)) return field.emptyText ?? none;
      const record = related.get(field.reference)?.get(relationId(value));
      return record ? represent(field.representation, record) : undefined;
    }
    case 'enum':
      return choiceLabel(field, value);
    case 'enumArray':
      return choicesText(field, value);
    case 'boolean':
      return yesNoText(value);
    case 'date':
      return formatDateFr(value) || none;
    case 'datetime':
      return formatDateTimeFr(value) || none;
    case 'time':
      return formatTimeFr(value) || (empty(value) ? none : String(value));
    case 'integer':
    case 'number':
      if (empty(value) || Number.isNaN(Number(value))) return empty(value) ? none : String(value);
      return Number(value).toLocaleString('fr-FR', field.plainNumber ? { useGrouping: false } : undefined);
    default:
      if (empty(value)) return none;
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
