// The answer of POST /api/antenne_fermetures (spec 001: "the create response carries a closing list"): the
// created closing period (201, Location, its fields as the generic create answers them) plus `fermetures`, every
// closing period of its antenne the caller may read, by start date, the new one included, so the antenne's
// closing calendar is redrawn from this one answer.
import type { Answer, WriteArgs } from '../../crud/hooks.ts';
import type { Row } from '../../db/index.ts';
import { scopeCondition } from '../../auth/access.ts';
import { toItem } from '../../hydra/serialize.ts';

/** What withClosingList adds to the create's answer, for the API document (every answer carries it on create). */
export const CLOSING_LIST_ANSWER = {
  fermetures: {
    type: 'array',
    description:
      "Réponse à la création seulement : toutes les fermetures de l'antenne que l'utilisateur peut lire, par date de " +
      'début, la nouvelle comprise.',
    items: { $ref: '#/components/schemas/AntenneFermeture' },
  },
};

export async function withClosingList(
  answer: Answer,
  { ctx, r, user, row }: WriteArgs & { row: Row },
): Promise<Answer> {
  const scope = scopeCondition(user, r, 2);
  const res = await ctx.db.query(
    `SELECT t.* FROM "${r.table}" t WHERE t.antenne_id = $1 AND ${scope.sql} ORDER BY t.dt_start, t.id`,
    [row.antenne_id, ...scope.params],
  );
  return {
    ...answer,
    body: { ...(answer.body as Record<string, unknown>), fermetures: res.rows.map((f) => toItem(r, f)) },
  };
}
