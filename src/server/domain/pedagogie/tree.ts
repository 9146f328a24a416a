// A referential with its nested tree (units > skills > descriptors), as antenne_referentiel_detail answers
// and the copies return it. Skills tied to the referential without a unit are listed apart (`competences`).
import type { Queryable, Row } from '../../db/index.ts';
import type { Registry } from '../../schema/model.ts';
import { toItem } from '../../hydra/serialize.ts';
import { NODE_ORDER, R } from './shared.ts';
import { resourceModel } from '../common.ts';

export async function referentielTree(q: Queryable, registry: Registry, ref: Row): Promise<Record<string, unknown>> {
  const [units, skills] = await Promise.all([
    q.query(
      `SELECT * FROM antenne_referentiel_unite_competences WHERE antenne_referentiel_id = $1 ORDER BY ${NODE_ORDER}`,
      [ref.id],
    ),
    q.query(`SELECT * FROM antenne_referentiel_competences WHERE antenne_referentiel_id = $1 ORDER BY ${NODE_ORDER}`, [
      ref.id,
    ]),
  ]);
  const skillIds = skills.rows.map((s) => s.id);
  const descriptors = skillIds.length
    ? await q.query(
        `SELECT * FROM antenne_referentiel_descripteurs WHERE competence_id = ANY($1::int[]) ORDER BY ${NODE_ORDER}`,
        [skillIds],
      )
    : { rows: [] };
  const [mRef, mUnit, mSkill, mDesc] = [R.referentiels, R.unites, R.competences, R.descripteurs].map((n) =>
    resourceModel(registry, n),
  );
  const skillItem = (s: Row) => ({
    ...toItem(mSkill!, s),
    descripteurs: descriptors.rows.filter((d) => d.competence_id === s.id).map((d) => toItem(mDesc!, d)),
  });
  return {
    ...toItem(mRef!, ref, true),
    unite_competences: units.rows.map((u) => ({
      ...toItem(mUnit!, u),
      competences: skills.rows.filter((s) => s.unite_competence_id === u.id).map(skillItem),
    })),
    competences: skills.rows.filter((s) => s.unite_competence_id === null).map(skillItem),
  };
}
