// What the dashboards and statistics share: the antenne they look at (a centre-level user may ask for one
// antenne or for all, 'Toutes'; an antenne user sees only its own branch and is refused another), and counts
// laid out over a reference list (every entry shown, zero included; rows outside the list grouped as 'Non
// renseigné'). Their integer filters are read by the toolkit's intParam with `all` ('-1', 'Tous', 'Toutes').
import type { AppContext } from '../../http/context.ts';
import { isCentreLevel, type AuthUser } from '../../auth/access.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import type { RefList } from '../../../shared/reference/types.ts';
import * as msg from './messages.ts';

const ALL = new Set(['', '-1', 'tous', 'toutes', 'all']);

/** The antenne a dashboard covers: a number, or null for every antenne of the user's centre. */
export async function antenneOf(ctx: AppContext, user: AuthUser, raw: string | null): Promise<number | null> {
  const all = raw === null || ALL.has(raw.trim().toLowerCase());
  const id = all ? undefined : idFromIri('antennes', raw!.trim(), true);
  if (!all && id === undefined) throw badRequest(msg.dashboards.antenneParam);
  if (!isCentreLevel(user)) {
    if (id !== undefined && id !== user.antenneId) throw forbidden(msg.dashboards.ownAntenneOnly);
    return user.antenneId;
  }
  if (id === undefined) return null;
  const found = await ctx.db.query('SELECT 1 FROM antennes WHERE id = $1 AND cfa_id = $2', [id, user.cfaId]);
  if (!found.rows[0]) throw notFound(msg.dashboards.antenneUnknown);
  return id;
}

export interface Count {
  id: number | string | null;
  label: string;
  total: number;
}

/** Counts keyed by id laid over `list`: its entries in order (zero included), then 'Non renseigné'. */
export function overList(list: RefList, counts: Map<unknown, number>): Count[] {
  const out: Count[] = list
    .filter((i) => !i.hidden || counts.has(i.id))
    .map((i) => ({ id: i.id, label: i.label, total: counts.get(i.id) ?? 0 }));
  const known = new Set(list.map((i) => i.id));
  const other = [...counts].filter(([k]) => !known.has(k as never)).reduce((s, [, n]) => s + n, 0);
  if (other > 0) out.push({ id: null, label: msg.dashboards.notSet, total: other });
  return out;
}

/** SQL condition restricting alias `t` (with cfa_id and antenne_id columns) to a centre and maybe an antenne. */
export function where(
  user: AuthUser,
  antenne: number | null,
  params: unknown[],
  alias = 't',
  column = 'antenne_id',
): string {
  params.push(user.cfaId);
  let sql = `${alias}.cfa_id = $${params.length}`;
  if (antenne !== null) {
    params.push(antenne);
    sql += ` AND ${alias}.${column} = $${params.length}`;
  }
  return sql;
}
