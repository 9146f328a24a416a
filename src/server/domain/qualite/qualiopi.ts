// GET /api/qualite/qualiopi?debut=&fin=&antenne=&diplome=: the 32 indicators of the Référentiel National Qualité
// with, for each, the proofs the product holds over the period (counted, listed with links to the records),
// the trainees or providers that lack one, a status (covered / partial / no proof) and the centre's note with
// the GED documents attached by hand (resource qualiopi_notes). The trainees of the period are those of type
// « Stagiaire » entered on or before `fin` and not left before `debut`. An antenne user sees its antenne only.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { dateParam, intParam, queryOf, withQuery, q } from '../../http/request.ts';
import { antenneOf } from '../pilotage/dashboardScope.ts';
import {
  criteres_qualiopi,
  indicateurs_qualiopi,
  statuts_qualiopi,
  type QualiopiProof,
} from '../../../shared/reference/qualiopi.ts';
import { recordLinks, statusOf, yearPeriod, type QualiopiStatus } from '../../../shared/qualite/proofs.ts';
import { qualite as msg } from './messages.ts';

export interface QualiopiFilters {
  debut: string;
  fin: string;
  antenne: number | null;
  diplome?: number;
}

/** A record a proof lists: what to show and where it opens. */
export interface ProofRecord {
  id: number;
  label: string;
  link: string;
  flag?: string;
}
export interface Proof {
  key: string;
  label: string;
  count: number;
  records: ProofRecord[];
}
export interface IndicatorProofs {
  proofs: Proof[];
  covered: number;
  total: number | null;
  flagged: number;
  missing: ProofRecord[];
  missingLabel?: string;
}

/** Records listed per proof: enough for the screen, the count says the rest. */
const LIST_LIMIT = 200;

interface Trainee {
  id: number;
  lastname: string;
  firstname: string;
}
const name = (t: { lastname: string | null; firstname: string | null }) =>
  `${t.lastname ?? ''} ${t.firstname ?? ''}`.trim();

export async function qualiopiFilters(ctx: AppContext, user: AuthUser, q: URLSearchParams): Promise<QualiopiFilters> {
  const year = yearPeriod(new Date().getFullYear());
  const debut = q.get('debut') ? dateParam(q, 'debut') : year.debut;
  const fin = q.get('fin') ? dateParam(q, 'fin') : year.fin;
  if (debut > fin) throw badRequest(msg.periodOrder);
  return {
    debut,
    fin,
    antenne: await antenneOf(ctx, user, q.get('antenne')),
    diplome: intParam(q, 'diplome', { all: true }),
  };
}

/** Everything the indicators read, for one centre, antenne and period. */
class Scope {
  constructor(
    readonly ctx: AppContext,
    readonly user: AuthUser,
    readonly f: QualiopiFilters,
  ) {}

  /** `alias.cfa_id = $n [AND alias.antenne_id = $m]`, pushing the values. */
  where(params: unknown[], alias: string): string {
    params.push(this.user.cfaId);
    let sql = `${alias}.cfa_id = $${params.length}`;
    if (this.f.antenne !== null) {
      params.push(this.f.antenne);
      sql += ` AND ${alias}.antenne_id = $${params.length}`;
    }
    return sql;
  }

  async rows<T>(sql: (p: unknown[]) => string): Promise<T[]> {
    const params: unknown[] = [];
    const text = sql(params);
    return (await this.ctx.db.query<T & Record<string, unknown>>(text, params)).rows;
  }

  private traineeCache?: Promise<Trainee[]>;
  trainees(): Promise<Trainee[]> {
    this.traineeCache ??= this.rows<Trainee>((p) => {
      const parts = [this.where(p, 't'), 't.type = 1', 't.etat <> 3'];
      p.push(this.f.fin, this.f.debut);
      parts.push(`coalesce(t.dt_date_entree, t.created_at::date) <= $${p.length - 1}::date`);
      parts.push(`(t.date_sortie IS NULL OR t.date_sortie >= $${p.length}::date)`);
      if (this.f.diplome !== undefined) {
        p.push(this.f.diplome);
        parts.push(`coalesce(t.diplome_id, ds.diplome_id) = $${p.length}`);
      }
      return `SELECT t.id, t.lastname, t.firstname FROM etudiants t
        LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
        WHERE ${parts.join(' AND ')} ORDER BY t.lastname, t.firstname, t.id`;
    });
    return this.traineeCache;
  }

  /** Records of a per-trainee table for the period's trainees: id, trainee id, label. */
  async perTrainee(
    table: string,
    label: string,
    condition = 'true',
  ): Promise<{ id: number; etudiant_id: number; label: string }[]> {
    const ids = (await this.trainees()).map((t) => t.id);
    if (ids.length === 0) return [];
    return this.rows((p) => {
      p.push(ids);
      return `SELECT r.id, r.etudiant_id, ${label} AS label FROM ${table} r
        WHERE r.etudiant_id = ANY($${p.length}::int[]) AND ${condition} ORDER BY r.id`;
    });
  }
}

const recordsOf = (rows: { id: number; label: string }[], link: (id: number) => string): ProofRecord[] =>
  rows.slice(0, LIST_LIMIT).map((r) => ({ id: r.id, label: r.label, link: link(r.id) }));

const proof = (
  key: string,
  label: string,
  rows: { id: number; label: string }[],
  link: (id: number) => string,
): Proof => ({ key, label, count: rows.length, records: recordsOf(rows, link) });

/** A per-trainee indicator: covered trainees are those for whom every `needs` set holds their id. */
async function byTrainee(
  s: Scope,
  proofs: Proof[],
  needs: Set<number>[],
  missingLabel: string,
  of?: (ts: Trainee[]) => Trainee[] | Promise<Trainee[]>,
): Promise<IndicatorProofs> {
  const all = await s.trainees();
  const population = of ? await of(all) : all;
  const lacking = population.filter((t) => !needs.every((set) => set.has(t.id)));
  const missing = lacking
    .slice(0, LIST_LIMIT)
    .map((t) => ({ id: t.id, label: name(t), link: recordLinks.etudiants(t.id) }));
  return {
    proofs,
    covered: population.length - lacking.length,
    total: population.length,
    flagged: 0,
    missing,
    missingLabel,
  };
}

const traineesOf = (rows: { etudiant_id: number }[]) => new Set(rows.map((r) => r.etudiant_id));
const P = msg.proofs;

/** Interviews of the given types, for the period's trainees. */
const interviews = (s: Scope, types: number[]) =>
  s.perTrainee(
    'etudiant_interviews',
    `'Entretien du ' || to_char(r.date_interview, 'DD/MM/YYYY')`,
    `r.type IN (${types.join(',')})`,
  );

const computers: Record<NonNullable<QualiopiProof>, (s: Scope) => Promise<IndicatorProofs>> = {
  async resultats(s) {
    const rows = await s.perTrainee(
      'suivi_post_formations',
      `'Suivi du ' || to_char(r.date_realisee, 'DD/MM/YYYY')`,
      'r.date_realisee IS NOT NULL',
    );
    return {
      proofs: [proof('suivis', P.postTraining, rows, (id) => `/post-formation/suivi-stagiaire?suivi=${id}`)],
      covered: rows.length,
      total: null,
      flagged: 0,
      missing: [],
    };
  },
  async besoin(s) {
    const first = await interviews(s, [2, 10]);
    const pif = await s.perTrainee(
      'etudiant_plan_individuel_formations',
      `'PIF du ' || coalesce(to_char(r.date_elaboration, 'DD/MM/YYYY'), '—')`,
    );
    return byTrainee(
      s,
      [
        proof('entretiens', P.firstInterviews, first, recordLinks.etudiant_interviews),
        proof('pif', P.pif, pif, recordLinks.etudiant_plan_individuel_formations),
      ],
      [traineesOf(first), traineesOf(pif)],
      msg.missing.besoin,
    );
  },
  async objectifs(s) {
    const pif = await s.perTrainee(
      'etudiant_plan_individuel_formations',
      `'PIF du ' || coalesce(to_char(r.date_elaboration, 'DD/MM/YYYY'), '—')`,
      `coalesce(btrim(r.objectifs), '') <> ''`,
    );
    return byTrainee(
      s,
      [proof('pif', P.pifObjectives, pif, recordLinks.etudiant_plan_individuel_formations)],
      [traineesOf(pif)],
      msg.missing.objectifs,
    );
  },
  async positionnement(s) {
    const tests = await s.perTrainee('antenne_evaluations', 'r.label', `r.type = 'POSITIONNING'`);
    return byTrainee(
      s,
      [proof('tests', P.positioning, tests, recordLinks.positionnements)],
      [traineesOf(tests)],
      msg.missing.positionnement,
    );
  },
  async deroulement(s) {
    const rows = await interviews(s, [10, 14]);
    return byTrainee(
      s,
      [proof('entretiens', P.information, rows, recordLinks.etudiant_interviews)],
      [traineesOf(rows)],
      msg.missing.deroulement,
    );
  },
  async suivi(s) {
    const rows = await interviews(s, [3, 4, 6, 7, 15, 16]);
    return byTrainee(
      s,
      [proof('entretiens', P.followUps, rows, recordLinks.etudiant_interviews)],
      [traineesOf(rows)],
      msg.missing.suivi,
    );
  },
  async evaluations(s) {
    const rows = await s.perTrainee('antenne_evaluations', 'r.label', `coalesce(r.type, '') <> 'POSITIONNING'`);
    return byTrainee(
      s,
      [proof('grilles', P.evaluations, rows, recordLinks.antenne_evaluations)],
      [traineesOf(rows)],
      msg.missing.evaluations,
    );
  },
  async assiduite(s) {
    const sheets = await s.rows<{ id: number; label: string }>((p) => {
      const w = s.where(p, 'e');
      p.push(s.f.debut, s.f.fin);
      return `SELECT e.id, 'Feuille du ' || to_char(ev.dt_start, 'DD/MM/YYYY') AS label
        FROM scheduler_event_emargements e
        JOIN scheduler_events ev ON ev.id = e.event_id
        WHERE ${w} AND ev.dt_start BETWEEN $${p.length - 1}::date AND $${p.length}::date ORDER BY ev.dt_start`;
    });
    const absences = await s.perTrainee('etudiant_absences', `'Absence du ' || to_char(r.dt_start, 'DD/MM/YYYY')`);
    return {
      proofs: [
        proof('emargements', P.signIns, sheets, (id) => `/stagiaire/emargement?feuille=${id}`),
        proof('absences', P.absences, absences, (id) => `/etudiant_absences/${id}`),
      ],
      covered: sheets.length + absences.length,
      total: null,
      flagged: 0,
      missing: [],
    };
  },
  async alternance(s) {
    const contracts = traineesOf(await s.perTrainee('etudiant_contrats', `''`));
    const evals = await s.perTrainee(
      'evaluation_alternances',
      `'Évaluation du ' || coalesce(to_char(r.date_evaluation, 'DD/MM/YYYY'), '—')`,
    );
    return byTrainee(
      s,
      [proof('evaluations', P.tutorEvaluations, evals, (id) => `/entreprise/evaluation_en_alternance/${id}`)],
      [traineesOf(evals)],
      msg.missing.alternance,
      (ts) => ts.filter((t) => contracts.has(t.id)),
    );
  },
  async accompagnement(s) {
    const rows = await interviews(s, [8, 9, 11, 18]);
    return {
      proofs: [proof('entretiens', P.support, rows, recordLinks.etudiant_interviews)],
      covered: rows.length,
      total: null,
      flagged: 0,
      missing: [],
    };
  },
  async intervenants(s) {
    const providers = await providersOf(s);
    return {
      proofs: [proof('prestataires', P.providers, providers, recordLinks.prestataires)],
      covered: providers.length,
      total: null,
      flagged: 0,
      missing: [],
    };
  },
  async competences(s) {
    const providers = await providersOf(s);
    const comps = await s.rows<{ id: number; prestataire_id: number; label: string }>(
      (p) =>
        `SELECT c.id, c.prestataire_id, coalesce(c.intitule, 'Compétence') AS label FROM prestataire_competences c
       WHERE ${s.where(p, 'c')} ORDER BY c.id`,
    );
    const withComp = new Set(comps.map((c) => c.prestataire_id));
    const lacking = providers.filter((x) => !withComp.has(x.id));
    return {
      proofs: [
        proof('prestataires', P.providers, providers, recordLinks.prestataires),
        proof('competences', P.competences, comps, (id) => `/prestataire_competences/${id}`),
      ],
      covered: providers.length - lacking.length,
      total: providers.length,
      flagged: 0,
      missing: recordsOf(lacking, recordLinks.prestataires),
      missingLabel: msg.missing.competences,
    };
  },
  async formation_salaries(s) {
    const docs = await s.rows<{ id: number; label: string; expired: boolean }>((p) => {
      const w = s.where(p, 'd');
      p.push(s.f.fin);
      return `SELECT d.id,
        d.name || ' — ' || coalesce(x.raison_sociale, x.lastname || ' ' || coalesce(x.firstname, '')) AS label,
        (d.date_expiration IS NOT NULL AND d.date_expiration < $${p.length}::date) AS expired
        FROM prestataire_documents d JOIN prestataires x ON x.id = d.prestataire_id WHERE ${w} ORDER BY d.id`;
    });
    const expired = docs.filter((d) => d.expired);
    const all = proof('documents', P.documents, docs, recordLinks.prestataire_documents);
    all.records = all.records.map((r) => (docs.find((d) => d.id === r.id)?.expired ? { ...r, flag: P.expired } : r));
    return {
      proofs: [all, proof('expires', P.expired, expired, recordLinks.prestataire_documents)],
      covered: docs.length,
      total: null,
      flagged: expired.length,
      missing: [],
    };
  },
  async entreprises(s) {
    const rows = await s.rows<{ id: number; label: string }>((p) => {
      const w = s.where(p, 'e');
      p.push(s.f.debut, s.f.fin);
      return `SELECT e.id, coalesce(e.objet, 'Suivi') || ' — ' || to_char(e.date_suivi, 'DD/MM/YYYY') AS label
        FROM entreprise_suivis e
        WHERE ${w} AND e.date_suivi BETWEEN $${p.length - 1}::date AND $${p.length}::date ORDER BY e.date_suivi`;
    });
    return {
      proofs: [proof('suivis', P.companyFollowUps, rows, (id) => `/entreprise_suivis/${id}`)],
      covered: rows.length,
      total: null,
      flagged: 0,
      missing: [],
    };
  },
  async insertion(s) {
    const exited = await s.rows<{ id: number }>((p) => {
      const w = s.where(p, 't');
      p.push(s.f.debut, s.f.fin);
      return `SELECT t.id FROM etudiants t WHERE ${w}
        AND t.date_sortie BETWEEN $${p.length - 1}::date AND $${p.length}::date`;
    });
    const out = new Set(exited.map((r) => r.id));
    const rows = await s.perTrainee(
      'suivi_post_formations',
      `'Suivi du ' || coalesce(to_char(r.date_realisee, 'DD/MM/YYYY'), '—')`,
      'r.date_realisee IS NOT NULL',
    );
    return byTrainee(
      s,
      [proof('suivis', P.postTraining, rows, (id) => `/post-formation/suivi-stagiaire?suivi=${id}`)],
      [traineesOf(rows)],
      msg.missing.insertion,
      (ts) => ts.filter((t) => out.has(t.id)),
    );
  },
  async appreciations(s) {
    const sent = await s.rows<{ id: number; label: string; answered: boolean }>((p) => {
      const w = s.where(p, 'e');
      p.push(s.f.debut, s.f.fin);
      return `SELECT e.id, q.name || ' — ' || coalesce(t.lastname, '') || ' ' || coalesce(t.firstname, '') AS label,
        e.date_reponse IS NOT NULL AS answered
        FROM enquete_envois e JOIN enquetes q ON q.id = e.enquete_id LEFT JOIN etudiants t ON t.id = e.etudiant_id
        WHERE ${w} AND e.date_envoi::date BETWEEN $${p.length - 1}::date AND $${p.length}::date ORDER BY e.date_envoi`;
    });
    const answered = sent.filter((e) => e.answered);
    const link = (id: number) => `/enquete_envois/${id}`;
    return {
      proofs: [proof('envois', P.surveysSent, sent, link), proof('reponses', P.surveysAnswered, answered, link)],
      covered: answered.length,
      total: sent.length,
      flagged: 0,
      missing: [],
    };
  },
  async reclamations(s) {
    const tickets = await s.rows<{ id: number; label: string; status: number }>((p) => {
      const w = s.where(p, 't');
      p.push(s.f.debut, s.f.fin);
      return `SELECT t.id, t.subject AS label, t.status FROM tickets t
        WHERE ${w} AND t.created_at::date BETWEEN $${p.length - 1}::date AND $${p.length}::date ORDER BY t.created_at`;
    });
    const handled = tickets.filter((t) => t.status === 3);
    return {
      proofs: [
        proof('tickets', P.tickets, tickets, recordLinks.tickets),
        proof('resolus', P.ticketsHandled, handled, recordLinks.tickets),
      ],
      covered: handled.length,
      total: tickets.length,
      flagged: 0,
      missing: [],
    };
  },
};

function providersOf(s: Scope): Promise<{ id: number; label: string }[]> {
  return s.rows(
    (p) => `SELECT x.id, coalesce(x.raison_sociale, x.lastname || ' ' || coalesce(x.firstname, '')) AS label
    FROM prestataires x WHERE ${s.where(p, 'x')} ORDER BY x.lastname, x.id`,
  );
}

/** The whole answer: criteria, then each indicator with its proofs, status and note. */
export async function qualiopi(ctx: AppContext, user: AuthUser, f: QualiopiFilters) {
  const s = new Scope(ctx, user, f);
  const notes = await ctx.db.query<{
    id: number;
    indicateur: number;
    note: string | null;
    documents: string[] | null;
  }>('SELECT id, indicateur, note, documents FROM qualiopi_notes WHERE cfa_id = $1 ORDER BY id', [user.cfaId]);
  const docIds = notes.rows.flatMap((n) => (n.documents ?? []).map((iri) => Number(iri.split('/').pop())));
  const docs =
    docIds.length === 0
      ? []
      : (
          await ctx.db.query<{ id: number; name: string }>(
            'SELECT id, name FROM ged_documents WHERE cfa_id = $1 AND id = ANY($2::int[])',
            [user.cfaId, docIds],
          )
        ).rows;
  const cache = new Map<string, Promise<IndicatorProofs>>();
  const indicateurs = [];
  for (const ind of indicateurs_qualiopi) {
    const note = notes.rows.find((n) => n.indicateur === ind.id);
    const attached = (note?.documents ?? [])
      .map((iri) => Number(iri.split('/').pop()))
      .map((id) => docs.find((d) => d.id === id))
      .filter((d) => d !== undefined)
      .map((d) => ({
        id: d.id,
        '@id': itemIri('ged_documents', d.id),
        label: d.name,
        link: recordLinks.ged_documents(d.id),
      }));
    let result: IndicatorProofs = { proofs: [], covered: 0, total: null, flagged: 0, missing: [] };
    if (ind.proof) {
      if (!cache.has(ind.proof)) cache.set(ind.proof, computers[ind.proof](s));
      result = await cache.get(ind.proof)!;
    }
    // Documents attached by hand prove an indicator the product cannot count.
    const statut: QualiopiStatus = ind.proof
      ? statusOf(result.covered, result.total, result.flagged)
      : attached.length > 0
        ? 'couvert'
        : 'aucune';
    indicateurs.push({
      id: ind.id,
      critere: ind.critere,
      label: ind.label,
      cfa: ind.cfa,
      appliesToCfa: ind.appliesToCfa,
      statut,
      statutLabel: statuts_qualiopi.find((x) => x.id === statut)!.label,
      computed: ind.proof !== null,
      covered: result.covered,
      total: result.total,
      proofs: result.proofs,
      missing: result.missing,
      missingCount: result.total === null ? 0 : result.total - result.covered,
      missingLabel: result.missingLabel ?? null,
      note: note
        ? { '@id': itemIri('qualiopi_notes', note.id), id: note.id, note: note.note, documents: attached }
        : null,
    });
  }
  return {
    debut: f.debut,
    fin: f.fin,
    antenne: f.antenne === null ? null : itemIri('antennes', f.antenne),
    diplome: f.diplome === undefined ? null : itemIri('diplomes', f.diplome),
    criteres: criteres_qualiopi,
    indicateurs,
  };
}

/** The period and perimeter of the Qualiopi indicators (and of their audit pack), declared once. */
export const QUALIOPI_QUERY = {
  properties: {
    debut: q.text('Début de la période, AAAA-MM-JJ (l’année civile en cours par défaut).'),
    fin: q.text('Fin de la période, AAAA-MM-JJ.'),
    antenne: q.id('antennes', 'L’antenne (-1, Tous, Toutes : toutes).'),
    diplome: q.id('diplomes', 'Le diplôme (-1, Tous : tous).'),
  },
};

export function registerQualiopi(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/qualite/qualiopi',
    withQuery(QUALIOPI_QUERY, {
      config: {
        summary: 'Indicateurs Qualiopi et leurs preuves',
        description:
          'Les 32 indicateurs du Référentiel National Qualité, leurs preuves comptées sur la période, ' +
          'leur statut et leur note.',
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const f = await qualiopiFilters(ctx, user, queryOf(request));
      return sendJsonLd(reply, 200, {
        '@context': '/api/contexts/Qualiopi',
        '@id': '/api/qualite/qualiopi',
        '@type': 'Qualiopi',
        ...(await qualiopi(ctx, user, f)),
      });
    },
  );
}

/** The period's trainees (centre, antenne and diploma of the filters): the audit pack draws its sample there. */
export const periodTrainees = (ctx: AppContext, user: AuthUser, f: QualiopiFilters) =>
  new Scope(ctx, user, f).trainees();
