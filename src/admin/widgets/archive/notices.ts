// The green and red notices of the generic operations (spec 000 and 001 section 8), from the catalogue's
// `archive` section: the spec's own wording for a resource where it gives one, else the generic notice named
// after the resource's label. Pure.
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';

export type Operation = 'created' | 'updated' | 'deleted' | 'archived' | 'unarchived';

/** What names a notice: the API resource (per-resource wording) and its label and gender. */
export interface Noticed {
  model: { name: string };
  labelOne: string;
  feminine: boolean;
}

type Texts = Partial<Record<Operation, string>>;
const catalogue = fr.app.archive;
const byResource = catalogue.byResource as Record<string, { done?: Texts; failed?: Texts } | undefined>;

/** The green notice of an operation done on one record. */
export function successNotice(operation: Operation, view: Noticed): string {
  const own = byResource[view.model.name]?.done?.[operation];
  if (own) return own;
  const done: Record<string, string> = catalogue.done;
  const text = (view.feminine && done[`${operation}F`]) || done[operation]!;
  return fill(text, { name: view.labelOne });
}

/** The green notice of a bulk archive or unarchive. */
export function bulkNotice(operation: 'archived' | 'unarchived', count: number): string {
  return fill(operation === 'archived' ? catalogue.done.archivedMany : catalogue.done.unarchivedMany, { count });
}

/** The reason a failed call gives (the API’s French description), unless it is a generic text (no reason given). */
function reasonOf(error: unknown): string | undefined {
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : undefined;
  const generic = [fr.app.notification.error, fr.app.notification.requestFailed];
  return message && !generic.includes(message) && !/^HTTP Error/i.test(message) ? message : undefined;
}

/** « du groupe », « de la session », « de l'évaluation », « du suivi RPP »: the record named after its label. */
export function ofLabel(view: Noticed): string {
  const label = view.labelOne.trim();
  // Lower case but for an acronym's first letter (« ACA », « PIF »).
  const name = /^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLocaleLowerCase('fr-FR') + label.slice(1) : label;
  const elided = /^[aeiouyhàâéèêëîïôöûü]/i.test(name);
  return fill(elided ? catalogue.of.elided : view.feminine ? catalogue.of.feminine : catalogue.of.masculine, { name });
}

/** The red notice of a failed operation: the spec's text (or its variant naming the record), then the server's
 * reason when it gives one. */
export function errorNotice(operation: Operation, view: Noticed, error: unknown): string {
  const text =
    byResource[view.model.name]?.failed?.[operation] ?? fill(catalogue.failedNamed[operation], { of: ofLabel(view) });
  const reason = reasonOf(error);
  return reason ? `${text} : ${reason}` : text;
}

/** A form's error that its inputs show (API violations): react-admin then says the form is invalid itself. */
export function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: unknown } } | undefined)?.body?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
}
