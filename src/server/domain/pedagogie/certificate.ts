// What an ACA certificate shows (GET /api/etudiant_acas/{id}/certificat, and the admin's PDF): the trainee,
// its antenne, and per unit of competences evaluated its latest score with its skills' latest scores (the
// trainee's evaluation contents, not archived, of evaluations neither archived nor absent; the latest by
// evaluation date then id); « acquis » is a score of 2 or 3. Plus the RPP competences the ACA attests.
import type { AppContext } from '../../http/context.ts';
import type { Row } from '../../db/index.ts';

interface Scored {
  label: string;
  score: number | null;
  acquis: boolean;
  date: string | null;
}

const acquired = (score: number | null) => score !== null && score >= 2;
const day = (v: unknown) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.slice(0, 10) : null;

export async function certificate(ctx: AppContext, aca: Row) {
  const trainee = (
    await ctx.db.query(
      'SELECT e.id, e.lastname, e.firstname, a.name AS antenne FROM etudiants e LEFT JOIN antennes a ON a.id = ' +
        'e.antenne_id WHERE e.id = $1',
      [aca.etudiant_id],
    )
  ).rows[0]!;
  const latest = (
    await ctx.db.query(
      `SELECT DISTINCT ON (c.type_node, coalesce(c.unite_competence_id, 0), coalesce(c.competence_id, 0))
            c.type_node, c.unite_competence_id, c.competence_id, c.score, c.date_evaluation,
            coalesce(u.label, c.label) AS unit_label, coalesce(s.label, c.label) AS skill_label, coalesce(u.ordre, 0) AS
              u_ordre, coalesce(s.ordre, 0) AS s_ordre
       FROM antenne_evaluation_contents c
       JOIN antenne_evaluations e ON e.id = c.antenne_evaluation_id
       LEFT JOIN antenne_referentiel_unite_competences u ON u.id = c.unite_competence_id
       LEFT JOIN antenne_referentiel_competences s ON s.id = c.competence_id
      WHERE e.etudiant_id = $1 AND e.etat = 0 AND NOT coalesce(e.absent, false) AND c.etat = 0 AND c.type_node IN
        ('UNIT', 'SKILL') AND c.score IS NOT NULL
      ORDER BY c.type_node, coalesce(c.unite_competence_id, 0), coalesce(c.competence_id, 0), c.date_evaluation DESC
        NULLS LAST, c.id DESC`,
      [aca.etudiant_id],
    )
  ).rows;
  const units = latest.filter((r) => r.type_node === 'UNIT').sort((a, b) => Number(a.u_ordre) - Number(b.u_ordre));
  const skills = latest.filter((r) => r.type_node === 'SKILL').sort((a, b) => Number(a.s_ordre) - Number(b.s_ordre));
  const scored = (label: unknown, r: Row): Scored => ({
    label: String(label ?? ''),
    score: r.score as number | null,
    acquis: acquired(r.score as number | null),
    date: day(r.date_evaluation),
  });
  return {
    etudiant: {
      '@id': `/api/etudiants/${String(trainee.id)}`,
      nom: `${String(trainee.lastname)} ${String(trainee.firstname)}`,
      antenne: trainee.antenne ?? null,
    },
    unites: units.map((u) => ({
      ...scored(u.unit_label, u),
      competences: skills
        .filter((s) => s.unite_competence_id === u.unite_competence_id)
        .map((s) => scored(s.skill_label, s)),
    })),
    competences_rpp: Array.isArray(aca.competences) ? aca.competences : [],
  };
}
