// Reference lists a client profile narrows: the choices a user of that client is offered (admin forms and list
// filters) and may write (the API refuses the others, src/server/clients/narrowing.ts). Values already stored
// keep their labels everywhere they are shown. The document types (stagiaire.typeDocumentAdministratifs,
// typeDocumentPedagogiques: an empty list there means every type) are wired with the file inputs.
import type { ClientParameters } from './types.ts';

/** x-enum name of a reference list → the ids the client offers. */
export const narrowedLists: Readonly<Record<string, (p: ClientParameters) => readonly number[]>> = {
  types_entretien: (p) => p.entretien.interviewsType,
  details_facture: (p) => p.facturation.typeFactureDetails,
};

/** The ids of `list` this client offers; undefined when the profile does not narrow that list. */
export function allowedIds(profile: ClientParameters, list: string | undefined): readonly number[] | undefined {
  const pick = list === undefined ? undefined : narrowedLists[list];
  return pick?.(profile);
}

/** Whether a value of `list` may be chosen by this client (null, "not given", always may). */
export function isOffered(profile: ClientParameters, list: string | undefined, value: unknown): boolean {
  const ids = allowedIds(profile, list);
  return ids === undefined || value === null || value === undefined || ids.includes(value as number);
}
