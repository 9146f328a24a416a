// Reference lists a client profile narrows: the choices a user of that client is offered (admin forms and list
// filters) and may write (the API refuses the others, src/server/clients/narrowing.ts). Values already stored
// keep their labels everywhere they are shown. For the document types (stagiaire.typeDocumentAdministratifs,
// typeDocumentPedagogiques) an empty list means every type of its group; the combined list (types_document) is
// narrowed group by group.
import type { ClientParameters } from './types.ts';
import { types_document_administratif, types_document_pedagogique } from '../reference/documents.ts';

const ids = (list: readonly { id: unknown }[]) => list.map((t) => t.id as number);
const ALL_ADMINISTRATIFS = ids(types_document_administratif);
const ALL_PEDAGOGIQUES = ids(types_document_pedagogique);

/** The group's ids a profile offers: its own list, or every type of the group when the list is empty. */
const orAll = (chosen: readonly number[] | undefined, all: readonly number[]) => (chosen?.length ? chosen : all);
const administratifs = (p: ClientParameters) => p.stagiaire.typeDocumentAdministratifs;
const pedagogiques = (p: ClientParameters) => p.stagiaire.typeDocumentPedagogiques;

/** x-enum name of a reference list → the ids the client offers (undefined: the profile does not narrow it). */
export const narrowedLists: Readonly<Record<string, (p: ClientParameters) => readonly number[] | undefined>> = {
  types_entretien: (p) => p.entretien.interviewsType,
  details_facture: (p) => p.facturation.typeFactureDetails,
  types_document_administratif: (p) => (administratifs(p)?.length ? administratifs(p) : undefined),
  types_document_pedagogique: (p) => (pedagogiques(p)?.length ? pedagogiques(p) : undefined),
  types_document: (p) =>
    administratifs(p)?.length || pedagogiques(p)?.length
      ? [...orAll(administratifs(p), ALL_ADMINISTRATIFS), ...orAll(pedagogiques(p), ALL_PEDAGOGIQUES)]
      : undefined,
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
