// The record of a resource as the admin holds it: the generated API shape of its schema (src/shared/generated,
// `npm run gen:types`; relations as IRIs) plus what the API adds to every member (its IRI and id).
import type { ResourceName, ResourceRecords } from '../../shared/generated/index.ts';

export type { ResourceName };

/** `RecordOf<'etudiants'>`: a trainee as read from the API. */
export type RecordOf<N extends ResourceName> = ResourceRecords[N] & { '@id': string; id: number | string };
