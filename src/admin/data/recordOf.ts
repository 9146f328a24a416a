// The record of a resource as the admin holds it: the generated API shape of its schema (src/shared/generated,
// `npm run gen:types`; relations as IRIs) plus what the API adds to every member (its IRI and id).
import type { ResourceName, ResourceRecords } from '../../shared/generated/index.ts';

export type { ResourceName };

/** `RecordOf<'etudiants'>`: a trainee as read from the API. */
export type RecordOf<N extends ResourceName> = ResourceRecords[N] & { '@id': string; id: number | string };

/** `FieldsOf<'groupes', '@id' | 'name'>`: the fields a page reads of a record. A read answers every readable
 * property (null when empty: src/server/hydra/serialize.ts), so none of them is optional here, whereas the
 * schema's shape leaves optional what a creation may omit. */
export type FieldsOf<N extends ResourceName, K extends keyof RecordOf<N>> = Required<Pick<RecordOf<N>, K>>;
