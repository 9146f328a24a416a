// Which resources are active or archived, which are removed for good, and what a list shows by default. Pure:
// read by the list (GenericList, its chip and bulk actions), the detail page's buttons and the first page drawn
// early (instant/firstPage.ts), so that all of them ask the API for the same rows.
import type { Scalar } from '../../../shared/configuration/types.ts';
import type { ResourceModel } from '../../model/types.ts';

/** Spec 001 section 4: « etat is 0 when active », 1 archived, 2 deleted (hidden): the `etats_entite` list. */
export const ACTIVE = 0;
export const ARCHIVED = 1;
const ENTITY_STATES = 'etats_entite';

interface Archivable {
  model: Pick<ResourceModel, 'name' | 'fields'>;
  fixedFilter: Record<string, Scalar>;
}

/**
 * A view whose records are active (etat 0) or archived (etat 1): its schema's `etat` is the entity state
 * (`etats_entite`) and its resource file does not fix it. Trainees are not: their etat is present, exit,
 * archived or deleted (`etats_etudiant`, spec 000 section 4), changed by their own flows.
 */
export function isArchivable(view: Archivable): boolean {
  if ('etat' in view.fixedFilter) return false;
  return view.model.fields.some((f) => f.name === 'etat' && f.enumName === ENTITY_STATES && !f.readOnly);
}

/** The filter a list starts with: the active records of an archivable view (spec 001: lists filter etat=0). */
export function defaultFilter(view: Archivable): Record<string, Scalar> {
  return isArchivable(view) ? { etat: ACTIVE } : {};
}

/** Whether the list's filters are more than its default ones (the empty list then says « no result »). */
export function filteredBeyondDefault(filterValues: Record<string, unknown>, view: Archivable): boolean {
  const defaults = defaultFilter(view);
  return Object.entries(filterValues).some(([key, value]) => !(key in defaults && defaults[key] === value));
}

/** Whether the list shows the archived records (its chip is set). */
export const showsArchived = (filterValues: Record<string, unknown> | undefined): boolean =>
  filterValues?.etat === ARCHIVED;

export const isArchived = (record: Readonly<Record<string, unknown>> | undefined): boolean => record?.etat === ARCHIVED;

/** The list's filters: on an archivable list the « Archivés » chip is the one control of etat, so no « État »
 * filter beside it. */
export function listFilters<F extends { source: string }>(view: Archivable & { filters: F[] }): F[] {
  return isArchivable(view) ? view.filters.filter((f) => f.source !== 'etat') : view.filters;
}

/** The filter of a child list on a detail page: its active (or archived) records when it is archivable. */
export function childFilter(view: Archivable, archived: boolean): Record<string, Scalar> {
  return isArchivable(view) ? { etat: archived ? ARCHIVED : ACTIVE } : {};
}
