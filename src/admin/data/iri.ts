// IRIs <-> react-admin ids. Records get their numeric id (last segment of `@id`, spec 000 section 5) so that
// routes read /stagiaires/12; relations hold the related id and are turned back into IRIs on writes. IRIs are
// parsed by the shared parser (src/shared/iri.ts), the server's.
import { entrypointPath } from '../config.ts';
import { idOf, type Id } from '../../shared/iri.ts';

export type { Id };

/** The id at the end of an IRI (`/api/etudiants/12` → 12; a UUID stays text). */
export function idFromIri(iri: string): Id {
  return idOf(iri) ?? iri;
}

export function isIri(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/');
}

export function iriOf(resource: string, id: Id): string {
  if (isIri(id)) return id;
  return `${entrypointPath}/${resource}/${encodeURIComponent(String(id))}`;
}

/** The IRI of a relation value as read from the API (an IRI or an embedded object), if it has one. */
export function relationIri(value: unknown): string | undefined {
  if (isIri(value)) return value;
  if (value && typeof value === 'object' && '@id' in value && isIri((value as { '@id': unknown })['@id'])) {
    return (value as { '@id': string })['@id'];
  }
  return undefined;
}

/** A relation value as read from the API (IRI, embedded object or null) -> id. */
export function relationId(value: unknown): unknown {
  const iri = relationIri(value);
  return iri === undefined ? value : idFromIri(iri);
}
