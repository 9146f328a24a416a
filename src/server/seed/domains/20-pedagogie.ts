// Demo data of pedagogy: diploma referentials (units, skills, descriptors, linked to their diploma in each
// antenne) and a CPS referential per centre;
// per antenne a sequence group with a positioning sequence and a CPS sequence (their contents), and
// evaluations of trainees with scored skills and unit scores computed by the shared rule.
import type { Queryable } from '../../db/index.ts';
import type { DomainSeeder } from '../domainSeeders.ts';
import type { Prng } from '../prng.ts';
import { insertMany } from '../insert.ts';
import { unitScore } from '../../../shared/pedagogie/unitScore.ts';
import { inPresent, yr } from '../calendar.ts';

type Node = { unit: number; unitLabel: string; skills: { id: number; label: string }[] };

const UNITS = [
  {
    label: 'Encadrer tout public dans tout lieu et toute structure',
    skills: [
      'Communiquer dans les situations de la vie professionnelle',
      'Prendre en compte les caractéristiques des publics',
      'Contribuer au fonctionnement de la structure',
    ],
  },
  {
    label: "Mettre en œuvre un projet d'animation",
    skills: ["Concevoir un projet d'animation", "Conduire un projet d'animation", "Évaluer un projet d'animation"],
  },
  {
    label: 'Conduire une séance ou un cycle',
    skills: ['Concevoir la séance', 'Conduire la séance en sécurité', 'Évaluer la séance'],
  },
];
const CPS_UNITS = [
  { label: 'Compétences cognitives', skills: ['Avoir conscience de soi', 'Prendre des décisions constructives'] },
  { label: 'Compétences émotionnelles', skills: ['Comprendre ses émotions', 'Gérer son stress'] },
  {
    label: 'Compétences sociales',
    skills: ['Communiquer de façon constructive', 'Coopérer et résoudre les difficultés'],
  },
];
const DESCRIPTORS = ['Observe et décrit la situation', 'Agit de façon adaptée et en autonomie'];

/** A referential and its tree, every node with the referential's antenne (null: the centre's, shared). */
async function referential(
  tx: Queryable,
  cfaId: number,
  row: Record<string, unknown>,
  units: typeof UNITS,
  antenneId: number | null = null,
): Promise<{ id: number; nodes: Node[] }> {
  const [id] = await insertMany(tx, 'antenne_referentiels', [
    { cfa_id: cfaId, etat: 0, antenne_id: antenneId, ...row },
  ]);
  const unitIds = await insertMany(
    tx,
    'antenne_referentiel_unite_competences',
    units.map((u, i) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_referentiel_id: id,
      code: `UC${i + 1}`,
      label: u.label,
      ordre: i + 1,
    })),
  );
  const nodes: Node[] = [];
  for (const [i, u] of units.entries()) {
    const skillIds = await insertMany(
      tx,
      'antenne_referentiel_competences',
      u.skills.map((label, k) => ({
        cfa_id: cfaId,
        antenne_id: antenneId,
        antenne_referentiel_id: id,
        unite_competence_id: unitIds[i],
        code: `C${i + 1}.${k + 1}`,
        label,
        first_node: k === 0,
        ordre: k + 1,
      })),
    );
    await insertMany(
      tx,
      'antenne_referentiel_descripteurs',
      skillIds.flatMap((c) =>
        DESCRIPTORS.map((label, k) => ({
          cfa_id: cfaId,
          antenne_id: antenneId,
          competence_id: c,
          label,
          ordre: k + 1,
        })),
      ),
    );
    nodes.push({
      unit: unitIds[i]!,
      unitLabel: u.label,
      skills: skillIds.map((sid, k) => ({ id: sid, label: u.skills[k]! })),
    });
  }
  return { id: id!, nodes };
}

/** A sequence and its contents (every unit and skill of the referential); returns the content ids by node. */
async function sequence(
  tx: Queryable,
  cfaId: number,
  antenneId: number,
  row: Record<string, unknown>,
  ref: { id: number; nodes: Node[] },
) {
  const [id] = await insertMany(tx, 'antenne_sequences', [
    { cfa_id: cfaId, antenne_id: antenneId, antenne_referentiel_id: ref.id, etat: 0, ...row },
  ]);
  const rows = ref.nodes
    .flatMap((n, i) => [
      {
        type_node: 'UNIT',
        unite_competence_id: n.unit,
        competence_id: null as number | null,
        label: n.unitLabel,
        ordre: (i + 1) * 10,
      },
      ...n.skills.map((s, k) => ({
        type_node: 'SKILL',
        unite_competence_id: n.unit,
        competence_id: s.id,
        label: s.label,
        ordre: (i + 1) * 10 + k + 1,
      })),
    ])
    .map((r) => ({
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_sequence_id: id,
      antenne_referentiel_id: ref.id,
      ...r,
    }));
  const contentIds = await insertMany(tx, 'antenne_sequence_contents', rows);
  return {
    id: id!,
    contentOf: new Map(
      rows.map((r, i) => [`${r.type_node}:${r.competence_id ?? r.unite_competence_id}`, contentIds[i]!]),
    ),
  };
}

async function evaluations(
  tx: Queryable,
  rng: Prng,
  cfaId: number,
  antenneId: number,
  trainees: number[],
  seq: Awaited<ReturnType<typeof sequence>>,
  ref: { id: number; nodes: Node[] },
  type: string,
) {
  for (const etudiant of trainees) {
    const absent = rng.chance(0.05);
    const date = `${yr(2024)}-${rng.pick(['09', '10'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const scored = ref.nodes.map((n) => ({
      n,
      scores: n.skills.map(() => (absent ? 0 : rng.pick([0, 1, 2, 2, 3, 3]))),
    }));
    const units = scored.map((x) => unitScore(x.scores));
    const global = units.some((u) => u > 0)
      ? Math.round((units.reduce<number>((a, b) => a + b, 0) / units.length) * 10) / 10
      : 0;
    const [evalId] = await insertMany(tx, 'antenne_evaluations', [
      {
        cfa_id: cfaId,
        antenne_id: antenneId,
        etudiant_id: etudiant,
        antenne_sequence_id: seq.id,
        type,
        date_evaluation: date,
        absent,
        label: type === 'CPS' ? 'Évaluation CPS de début de formation' : "Positionnement d'entrée",
        global_score: global,
        etat: 0,
        commentaire: absent ? 'Absent le jour du positionnement.' : null,
      },
    ]);
    const base = {
      cfa_id: cfaId,
      antenne_id: antenneId,
      antenne_evaluation_id: evalId,
      antenne_referentiel_id: ref.id,
      date_evaluation: date,
      etat: 0,
    };
    await insertMany(
      tx,
      'antenne_evaluation_contents',
      scored.flatMap(({ n, scores }, i) => [
        ...n.skills.map((s, k) => ({
          ...base,
          type_node: 'SKILL',
          unite_competence_id: n.unit,
          competence_id: s.id,
          label: s.label,
          score: scores[k],
          sequence_content_id: seq.contentOf.get(`SKILL:${s.id}`),
        })),
        // The computed score node of the unit (spec 001 section 4: one per unit of the sequence).
        {
          ...base,
          type_node: 'UNIT',
          unite_competence_id: n.unit,
          label: n.unitLabel,
          score: units[i],
          sequence_content_id: seq.contentOf.get(`UNIT:${n.unit}`),
        },
      ]),
    );
  }
}

const seed: DomainSeeder = async ({ tx, rng, centres }) => {
  for (const { cfaId, antenneIds } of centres) {
    const diplomes = (
      await tx.query<{ id: number; name: string }>(
        'SELECT id, name FROM diplomes WHERE cfa_id = $1 ORDER BY id LIMIT 3',
        [cfaId],
      )
    ).rows;
    const refs = [];
    for (const [i, d] of diplomes.entries())
      refs.push(
        await referential(
          tx,
          cfaId,
          {
            label: `Référentiel ${d.name}`,
            type: 'repository',
            diplome_id: d.id,
            editable: false,
            note: [5, 4, null][i % 3],
          },
          UNITS,
        ),
      );
    const cps = await referential(
      tx,
      cfaId,
      { label: 'Compétences psychosociales', type: 'cps', editable: true },
      CPS_UNITS,
    );
    for (const antenneId of antenneIds) {
      // Each diploma's referential is declared for that diploma in every antenne (antenne_referentiel_diplomes).
      await insertMany(
        tx,
        'antenne_referentiel_diplomes',
        refs.map((r, i) => ({
          cfa_id: cfaId,
          antenne_id: antenneId,
          referentiel_id: r.id,
          diplome_id: diplomes[i]!.id,
        })),
      );
      const trainees = (
        await tx.query<{ id: number }>('SELECT id FROM etudiants WHERE antenne_id = $1 AND type = 1 ORDER BY id', [
          antenneId,
        ])
      ).rows.map((r) => r.id);
      if (trainees.length === 0 || refs.length === 0) continue;
      const [groupe] = await insertMany(tx, 'antenne_sequence_groupes', [
        {
          cfa_id: cfaId,
          antenne_id: antenneId,
          antenne_referentiel_id: refs[0]!.id,
          label: 'Parcours de positionnement',
          etat: 0,
        },
      ]);
      const positioning = await sequence(
        tx,
        cfaId,
        antenneId,
        {
          sequence_groupe_id: groupe,
          label: "Positionnement d'entrée",
          type: 'POSITIONNING',
          diplome_id: diplomes[0]!.id,
          dt_start: inPresent('2024-09-02'),
          dt_end: inPresent('2024-10-31'),
          hours: 7,
        },
        refs[0]!,
      );
      const cpsSeq = await sequence(
        tx,
        cfaId,
        antenneId,
        {
          sequence_groupe_id: groupe,
          label: 'CPS début de formation',
          type: 'CPS',
          dt_start: inPresent('2024-09-16'),
          hours: 3.5,
        },
        cps,
      );
      const evaluated = trainees.filter(() => rng.chance(0.3));
      await evaluations(tx, rng, cfaId, antenneId, evaluated, positioning, refs[0]!, 'POSITIONNING');
      await evaluations(tx, rng, cfaId, antenneId, evaluated.slice(0, 5), cpsSeq, cps, 'CPS');
    }
  }
};

export default seed;
