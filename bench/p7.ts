// P7: saving an evaluation grid of 30 trainees × 40 skills (POST /api/antenne_evaluation_grid, one
// server transaction: 30 evaluations and 30 × 44 content nodes, units computed) against the same rows inserted
// in one SQL statement on the same PGlite data directory (a CTE inserting the evaluations, then their nodes).
// Target: within 2×. Own port and data directory; `node --import tsx bench/p7.ts` runs it alone, run.ts with
// `--only P7`.
import { rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../src/server/db/index.ts';
import { benchTmp } from './lib/paths.ts';
import { login, startServer } from './lib/server.ts';
import { figure, median, type Figure } from './lib/stats.ts';

const TRAINEES = 30;
const UNITS = 4;
const SKILLS_PER_UNIT = 10;
const RUNS = 7;

async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json', accept: 'application/ld+json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return res.json();
}

export async function measureGrid(port = Number(process.env.P7_PORT ?? 8105)): Promise<Figure> {
  const dataDir = join(benchTmp, `p6-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ port, dataDir });
  let sequenceId = 0;
  const http: number[] = [];
  try {
    const { token } = await login(server.base);
    const ref = await call(server.base, token, 'POST', '/api/antenne_referentiels', { label: 'Référentiel du banc P7', type: 'repository', antenne: '/api/antennes/2' });
    const content: Record<string, string>[] = [];
    const skills: number[] = [];
    for (let u = 0; u < UNITS; u += 1) {
      const unit = await call(server.base, token, 'POST', '/api/antenne_referentiel_unite_competences', { antenne_referentiel: ref['@id'], antenne: '/api/antennes/2', label: `Unité ${u + 1}`, ordre: u + 1 });
      content.push({ type_node: 'UNIT', unite_competence: unit['@id'] });
      for (let s = 0; s < SKILLS_PER_UNIT; s += 1) {
        const skill = await call(server.base, token, 'POST', '/api/antenne_referentiel_competences', { antenne_referentiel: ref['@id'], unite_competence: unit['@id'], antenne: '/api/antennes/2', label: `Compétence ${u + 1}.${s + 1}`, ordre: s + 1 });
        content.push({ type_node: 'SKILL', competence: skill['@id'] });
        skills.push(skill.id);
      }
    }
    const sequence = await call(server.base, token, 'POST', '/api/add_antenne_sequences', { label: 'Séquence du banc P7', type: 'POSITIONNING', antenne: '/api/antennes/2', antenne_referentiel: ref['@id'], sequences_content: content });
    sequenceId = sequence.id;
    const trainees: string[] = [];
    for (let i = 0; i < TRAINEES; i += 1) trainees.push((await call(server.base, token, 'POST', '/api/etudiants', { type: 1, lastname: `Banc${i}`, firstname: 'P7', antenne: '/api/antennes/2' }))['@id']);
    const rows = trainees.map((etudiant, i) => ({ etudiant, commentaire: 'Banc', scores: Object.fromEntries(skills.map((s, j) => [s, (i + j) % 4])) }));
    for (let r = 0; r < RUNS + 1; r += 1) {
      const started = performance.now();
      await call(server.base, token, 'POST', '/api/antenne_evaluation_grid', { antenne_sequence: sequence['@id'], date_evaluation: '2026-11-25', rows });
      if (r > 0) http.push(performance.now() - started); // the first warms the server up
    }
  } finally {
    await server.stop();
  }
  // The same rows in one statement, on the same data directory (the server stopped: PGlite is one process's).
  const db = await openPglite(join(dataDir, 'pglite'));
  const sql: number[] = [];
  try {
    const ids = (await db.query<{ id: number }>('SELECT id FROM etudiants WHERE lastname LIKE $1 ORDER BY id', ['Banc%'])).rows.map((r) => r.id);
    const statement = `WITH e AS (
        INSERT INTO antenne_evaluations (cfa_id, antenne_id, label, type, etudiant_id, antenne_sequence_id, date_evaluation, absent, commentaire, etat)
        SELECT s.cfa_id, s.antenne_id, s.label, s.type, x, s.id, DATE '2026-11-25', false, 'Banc', 0 FROM antenne_sequences s, unnest($2::int[]) AS x WHERE s.id = $1
        RETURNING id, cfa_id, antenne_id)
      INSERT INTO antenne_evaluation_contents (cfa_id, antenne_id, antenne_evaluation_id, sequence_content_id, type_node, antenne_referentiel_id, unite_competence_id, competence_id, descripteur_id, label, date_evaluation, etat, score)
      SELECT e.cfa_id, e.antenne_id, e.id, n.id, n.type_node, n.antenne_referentiel_id, n.unite_competence_id, n.competence_id, n.descripteur_id, n.label, DATE '2026-11-25', 0, (e.id + n.id) % 4
        FROM e CROSS JOIN antenne_sequence_contents n WHERE n.antenne_sequence_id = $1`;
    for (let r = 0; r < RUNS + 1; r += 1) {
      const started = performance.now();
      await db.query(statement, [sequenceId, ids]);
      if (r > 0) sql.push(performance.now() - started);
    }
  } finally {
    await db.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
  return figure(median(http), median(sql), 'ms', { max: 2 }, {
    note: `grille de ${TRAINEES} stagiaires × ${UNITS * SKILLS_PER_UNIT} compétences (${TRAINEES * (UNITS * SKILLS_PER_UNIT + UNITS)} nœuds) par HTTP, une transaction, contre une seule instruction SQL (CTE) sur la même base PGlite ; médianes de ${RUNS}`,
  });
}

if (process.argv[1]?.endsWith('p6.ts')) {
  const f = await measureGrid();
  console.log(`P7 enregistrement d'une grille : ${JSON.stringify(f)}`);
}
