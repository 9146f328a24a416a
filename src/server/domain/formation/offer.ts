// The spec's optional parameters of the sites list (spec 000 section 2, « AntennesList »: a diploma IRI, a
// diploma session IRI, a site IRI): GET /api/antennes?diplome=<IRI> keeps the sites holding a session of that
// diploma, ?diplome_session=<IRI> the sites holding that session (the site itself is the generic `id` filter).
// An IRI of another kind, or no IRI, is a French 400 naming the filter.
import type { SqlCondition } from '../../crud/hooks.ts';
import { badRequest } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import * as msg from './messages.ts';

/** The antenne's (`t`) sessions in antenne, joined to their diploma session. */
const HELD = `SELECT 1 FROM antenne_diplome_sessions o JOIN diplome_sessions s ON s.id = o.diplome_session_id
  WHERE o.antenne_id = t.id AND o.etat <> 2`;

export function offerCondition(query: URLSearchParams, start: number): SqlCondition | undefined {
  const sql: string[] = [];
  const params: unknown[] = [];
  const wanted = [
    ['diplome', 'diplomes', 's.diplome_id'],
    ['diplome_session', 'diplome_sessions', 's.id'],
  ] as const;
  for (const [param, resource, column] of wanted) {
    const raw = query.get(param);
    if (raw === null || raw === '') continue;
    const id = idFromIri(resource, raw, true);
    if (id === undefined) throw badRequest(msg.crud.badFilter(raw, param));
    params.push(id);
    sql.push(`EXISTS (${HELD} AND ${column} = $${start + params.length - 1})`);
  }
  return sql.length > 0 ? { sql: sql.join(' AND '), params } : undefined;
}
