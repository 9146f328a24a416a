// How a join list is saved, as plain data: the one domain request (method, path, body with the members' IRIs)
// when the resource file names a call, else the generic writes (join rows created and deleted, or the members'
// relation set and cleared). Also the candidates' filter, whose `{field}` values come from the shown record.
import type { JoinList, Scalar } from '../../../shared/configuration/types.ts';
import type { MemberId } from './pending.ts';

type Data = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{(@id|[A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A template string filled from the record: a value that is exactly `{field}` keeps its type (an id, null). */
export function fill(template: Scalar, record: Data): unknown {
  if (typeof template !== 'string') return template;
  const whole = /^\{(@id|[A-Za-z_][A-Za-z0-9_]*)\}$/.exec(template);
  if (whole) return record[whole[1]!] ?? null;
  return template.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(String(record[name] ?? '')));
}

/** A row that does not count as a member (resource file `skip`: every named field has its value). */
export function skipped(skip: JoinList['skip'], row: Data): boolean {
  const entries = Object.entries(skip ?? {});
  return entries.length > 0 && entries.every(([name, value]) => row[name] === value);
}

/** The candidates' filter of the dialog, `{field}` values taken from the shown record; a search text is added
 * under the searched field. */
export function pickFilter(spec: JoinList, record: Data, search: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(spec.pick.filter ?? {})) out[name] = fill(value, record);
  const q = search.trim();
  if (q && spec.pick.search) out[spec.pick.search] = q;
  return out;
}

export interface DomainRequest {
  method: 'PATCH' | 'PUT' | 'POST';
  path: string;
  body: Record<string, unknown>;
}

/** The domain call saving the whole list: `{ [list]: [IRI…], ...body }`, path and body filled from the record. */
export function domainRequest(save: NonNullable<JoinList['save']>, record: Data, memberIris: string[]): DomainRequest {
  const [method, path] = save.call.split(' ') as [DomainRequest['method'], string];
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(save.body ?? {})) body[name] = fill(value, record);
  body[save.list] = memberIris;
  return { method, path: String(fill(path, record)), body };
}

/** One generic write, on the view of the rows (`resource`): ids as react-admin gives them. */
export type GenericWrite =
  | { kind: 'create'; data: Record<string, MemberId> }
  | { kind: 'delete'; id: MemberId }
  | { kind: 'update'; id: MemberId; data: Record<string, MemberId | null>; previous: Record<string, unknown> };

/** The generic writes of a change: with a join resource, one row created per member added and the rows of the
 * members removed deleted; without one, the members' `target` set to the record or cleared. `rowsOf` gives the
 * join rows of a current member (a member may have been joined twice: all its rows go). */
export function genericWrites(
  spec: JoinList,
  parentId: MemberId,
  diff: { toAdd: MemberId[]; toRemove: MemberId[] },
  rowsOf: (member: MemberId) => MemberId[],
): GenericWrite[] {
  if (spec.member) {
    const member = spec.member;
    return [
      ...diff.toRemove.flatMap((m) => rowsOf(m).map((id): GenericWrite => ({ kind: 'delete', id }))),
      ...diff.toAdd.map((m): GenericWrite => ({ kind: 'create', data: { [spec.target]: parentId, [member]: m } })),
    ];
  }
  return [
    ...diff.toRemove.map((m): GenericWrite => ({
      kind: 'update',
      id: m,
      data: { [spec.target]: null },
      previous: { id: m, [spec.target]: parentId },
    })),
    ...diff.toAdd.map((m): GenericWrite => ({
      kind: 'update',
      id: m,
      data: { [spec.target]: parentId },
      previous: { id: m },
    })),
  ];
}
