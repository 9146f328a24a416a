// Document types offered by a form, narrowed by the client profile (stagiaire.typeDocumentAdministratifs and
// typeDocumentPedagogiques; an empty or missing list offers the whole group). The record's current type stays
// offered, so that editing a document never loses its type.
import type { ClientCommon } from '../../../shared/generated/client-profile.ts';

/** The reference lists of document types a profile narrows. */
export const DOCUMENT_TYPE_LISTS = ['types_document_administratif', 'types_document_pedagogique', 'types_document'] as const;

export const isDocumentTypeList = (enumName: string | undefined): boolean =>
  (DOCUMENT_TYPE_LISTS as readonly string[]).includes(enumName ?? '');

/** The type ids a profile allows for a list: undefined means all of them. */
export function allowedDocumentTypes(enumName: string | undefined, profile: Pick<ClientCommon, 'stagiaire'> | undefined): Set<number> | undefined {
  const admin = profile?.stagiaire?.typeDocumentAdministratifs ?? [];
  const peda = profile?.stagiaire?.typeDocumentPedagogiques ?? [];
  if (enumName === 'types_document_administratif') return admin.length ? new Set(admin) : undefined;
  if (enumName === 'types_document_pedagogique') return peda.length ? new Set(peda) : undefined;
  return undefined;
}

/**
 * Narrows choices of a document type list: for the combined list (types_document), each group is narrowed by
 * its own setting (`pedagogic` tells the group of an id).
 */
export function narrowDocumentTypes<C extends { id: unknown }>(
  enumName: string | undefined,
  choices: C[],
  profile: Pick<ClientCommon, 'stagiaire'> | undefined,
  current?: unknown,
  pedagogic?: (id: unknown) => boolean,
): C[] {
  if (!isDocumentTypeList(enumName)) return choices;
  const keep = (c: C): boolean => {
    if (c.id === current && current !== undefined && current !== null) return true;
    const list = enumName === 'types_document'
      ? (pedagogic?.(c.id) ? 'types_document_pedagogique' : 'types_document_administratif')
      : enumName;
    const allowed = allowedDocumentTypes(list, profile);
    return !allowed || allowed.has(Number(c.id));
  };
  return choices.filter(keep);
}
