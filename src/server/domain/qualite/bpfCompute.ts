// The BPF's figures read from a centre's records for a fiscal year: identity from the centre's record, trainers
// and their session hours (E), trainees and their hours by type (F-1), subcontracted (F-2), by objective (F-3)
// and specialty (F-4), invoices by origin (C). Where each record counts is decided by the shared rules; this
// module only reads. The whole centre always: the BPF is the centre's document.
import type { AppContext } from '../../http/context.ts';
import { formatDateFr } from '../../../shared/format/dates.ts';
import {
  BPF_FRAMES,
  fiscalYear,
  hoursInYear,
  invoiceLine,
  objectiveLine,
  round2,
  sessionHours,
  trainerLine,
  traineeTypeLine,
  type BpfLineDef,
} from '../../../shared/qualite/bpf.ts';
import { BPF_LIST_LIMIT, type BpfFigure, type BpfRecord } from '../../../shared/qualite/bpfFrames.ts';
import { qualite as msg } from './messages.ts';

const M = msg.bpf;

type TraineeRow = {
  id: number;
  lastname: string;
  firstname: string | null;
  status: number | null;
  funding: number | null;
  start: string | null;
  planned_end: string | null;
  exit: string | null;
  hours: number | null;
  code_rncp: string | null;
  type_diplome: number | null;
  level: number | null;
  code_nsf: string | null;
  has_diplome: boolean;
  sous_traite: boolean;
};

/** Adds a record to a figure (count, hours, amount) of `figures`. */
function add(
  figures: Map<string, BpfFigure>,
  code: string,
  rec: BpfRecord,
  n: { heures?: number | null; montant?: number },
) {
  const f = figures.get(code) ?? { nombre: 0, heures: 0, records: [] };
  f.nombre = (f.nombre ?? 0) + 1;
  f.heures = (f.heures ?? 0) + (n.heures ?? 0);
  if (n.montant !== undefined) f.montant = (f.montant ?? 0) + n.montant;
  // Only the records the screen lists are kept (the first ones in the query's order); the count says the rest.
  f.recordCount = (f.recordCount ?? 0) + 1;
  if (f.records!.length < BPF_LIST_LIMIT) f.records!.push(rec);
  figures.set(code, f);
}

const person = (r: { lastname: string | null; firstname: string | null }) =>
  `${r.lastname ?? ''} ${r.firstname ?? ''}`.trim();

async function identity(ctx: AppContext, cfaId: number, annee: number, figures: Map<string, BpfFigure>) {
  const c = (
    await ctx.db.query<{
      name: string;
      siret: string | null;
      address: string | null;
      postal_code: string | null;
      city: string | null;
      phone: string | null;
      mail: string | null;
    }>('SELECT name, siret, address, postal_code, city, phone, mail FROM cfas WHERE id = $1', [cfaId])
  ).rows[0];
  const { debut, fin } = fiscalYear(annee);
  const text = (code: string, texte: string | null | undefined) => figures.set(code, { texte: texte ?? null });
  text('A1', c?.name);
  text('A2', c?.siret);
  text('A4', c?.address);
  text('A5', [c?.postal_code, c?.city].filter(Boolean).join(' '));
  text('A6', c?.phone);
  text('A7', c?.mail);
  text('B1', M.exercise(formatDateFr(debut), formatDateFr(fin)));
}

async function trainees(
  ctx: AppContext,
  cfaId: number,
  annee: number,
  figures: Map<string, BpfFigure>,
): Promise<BpfLineDef[]> {
  const { debut, fin } = fiscalYear(annee);
  const rows = (
    await ctx.db.query<TraineeRow>(
      `SELECT t.id, t.lastname, t.firstname, t.status, t.funding,
       coalesce(t.dt_date_entree, t.created_at::date)::text AS start,
       coalesce(t.date_sortie_prevue, ads.dt_end, ds.dt_end)::text AS planned_end, t.date_sortie::text AS exit,
       coalesce(t.formation_hours, ads.centre_hours) AS hours, d.id IS NOT NULL AS has_diplome,
       d.code_rncp, d.type_diplome, d.level, d.code_nsf,
       EXISTS (SELECT 1 FROM prestataire_conventions pc JOIN prestataires p ON p.id = pc.prestataire_id
         WHERE pc.antenne_convention_id = t.antenne_convention_id AND p.type = 2 AND pc.etat <> 2 AND p.etat <> 2
       ) AS sous_traite
     FROM etudiants t
     LEFT JOIN diplome_sessions ds ON ds.id = t.diplome_session_id
     LEFT JOIN LATERAL (SELECT a.dt_end, a.centre_hours FROM antenne_diplome_sessions a
       WHERE a.diplome_session_id = t.diplome_session_id AND a.antenne_id = t.antenne_id AND a.etat <> 2
       ORDER BY a.id LIMIT 1) ads ON true
     LEFT JOIN diplomes d ON d.id = coalesce(t.diplome_id, ds.diplome_id)
     WHERE t.cfa_id = $1 AND t.type = 1 AND t.etat <> 3
       AND coalesce(t.dt_date_entree, t.created_at::date) <= $3::date
       AND (t.date_sortie IS NULL OR t.date_sortie >= $2::date)
     ORDER BY t.lastname, t.firstname, t.id`,
      [cfaId, debut, fin],
    )
  ).rows;
  const nsfCodes = new Set<string>();
  for (const t of rows) {
    const heures = hoursInYear(
      { hours: t.hours === null ? null : Number(t.hours), start: t.start, plannedEnd: t.planned_end, exit: t.exit },
      annee,
    );
    const rec: BpfRecord = { id: t.id, label: person(t), link: `/stagiaires/${t.id}`, heures };
    add(figures, traineeTypeLine(t.status, t.funding), rec, { heures });
    if (heures === null) add(figures, 'F1x', rec, {});
    if (t.sous_traite) add(figures, 'F2', rec, { heures });
    add(figures, objectiveLine(t.has_diplome ? t : null), rec, { heures });
    const nsf = t.code_nsf?.trim() ? `NSF${t.code_nsf.trim()}` : 'NSFx';
    if (nsf !== 'NSFx') nsfCodes.add(t.code_nsf!.trim());
    add(figures, nsf, rec, { heures });
  }
  // F-4: the specialties by hours, the most taught first, then the trainees whose diploma has no NSF code.
  const nsf: BpfLineDef[] = [...nsfCodes]
    .sort((a, b) => figures.get(`NSF${b}`)!.heures! - figures.get(`NSF${a}`)!.heures! || a.localeCompare(b))
    .map((code) => ({ code: `NSF${code}`, label: M.nsf(code) }));
  if (figures.has('NSFx')) nsf.push({ code: 'NSFx', label: M.nsfMissing });
  return nsf;
}

async function trainers(ctx: AppContext, cfaId: number, annee: number, figures: Map<string, BpfFigure>) {
  const { debut, fin } = fiscalYear(annee);
  const rows = (
    await ctx.db.query<{
      id: number;
      lastname: string;
      firstname: string | null;
      has_user: boolean;
      prestataire_id: number | null;
      statut: number | null;
      hr_start: string;
      hr_end: string;
      n: number;
    }>(
      `WITH slots AS (SELECT e.speaker_id, e.hr_start, e.hr_end, count(*)::int AS n FROM scheduler_events e
       WHERE e.cfa_id = $1 AND e.speaker_id IS NOT NULL AND e.dt_start BETWEEN $2::date AND $3::date
       GROUP BY 1, 2, 3)
     SELECT s.id, s.lastname, s.firstname, s.user_id IS NOT NULL AS has_user, p.id AS prestataire_id, p.statut,
       sl.hr_start, sl.hr_end, sl.n
     FROM slots sl JOIN scheduler_speakers s ON s.id = sl.speaker_id
     LEFT JOIN LATERAL (SELECT x.id, x.statut FROM prestataires x WHERE x.cfa_id = $1 AND x.etat <> 2 AND (
         (s.mail IS NOT NULL AND lower(x.mail) = lower(s.mail))
         OR (lower(x.lastname) = lower(s.lastname) AND lower(coalesce(x.firstname, '')) = lower(coalesce(s.firstname,
           ''))))
       ORDER BY x.id LIMIT 1) p ON true
     ORDER BY s.lastname, s.firstname, s.id`,
      [cfaId, debut, fin],
    )
  ).rows;
  const bySpeaker = new Map<number, { row: (typeof rows)[number]; heures: number }>();
  for (const r of rows) {
    const s = bySpeaker.get(r.id) ?? { row: r, heures: 0 };
    s.heures += sessionHours(r.hr_start, r.hr_end) * r.n;
    bySpeaker.set(r.id, s);
  }
  for (const { row, heures } of bySpeaker.values()) {
    const link = row.prestataire_id
      ? `/antenne/gestion-prestataires/${row.prestataire_id}`
      : `/stagiaire/intervenants/${row.id}`;
    const h = round2(heures);
    add(
      figures,
      trainerLine(row.prestataire_id ? { statut: row.statut } : null, row.has_user),
      { id: row.id, label: person(row), link, heures: h },
      { heures: h },
    );
  }
}

async function invoices(ctx: AppContext, cfaId: number, annee: number, figures: Map<string, BpfFigure>) {
  const { debut, fin } = fiscalYear(annee);
  const rows = (
    await ctx.db.query<{
      id: number;
      numero: string | null;
      montant: number;
      date_facture: string;
      status: number | null;
      funding: number | null;
      lastname: string;
      firstname: string | null;
    }>(
      `SELECT f.id, f.numero, f.montant, f.date_facture::text AS date_facture, t.status, t.funding, t.lastname,
        t.firstname
     FROM etudiant_document_factures f JOIN etudiants t ON t.id = f.etudiant_id
     WHERE f.cfa_id = $1 AND f.etat <> 2 AND f.date_facture BETWEEN $2::date AND $3::date
     ORDER BY f.date_facture, f.id`,
      [cfaId, debut, fin],
    )
  ).rows;
  for (const f of rows) {
    const montant = Number(f.montant);
    add(
      figures,
      invoiceLine(f.status, f.funding),
      {
        id: f.id,
        label: M.invoice(f.numero, formatDateFr(f.date_facture), person(f)),
        link: `/facturation/factures/${f.id}`,
        montant,
      },
      { montant },
    );
  }
}

/** Every figure of a centre's fiscal year, by line code, with the F-4 lines found. */
export async function bpfFigures(ctx: AppContext, cfaId: number, annee: number) {
  const figures = new Map<string, BpfFigure>();
  await identity(ctx, cfaId, annee, figures);
  const nsf = await trainees(ctx, cfaId, annee, figures);
  await trainers(ctx, cfaId, annee, figures);
  await invoices(ctx, cfaId, annee, figures);
  // A counted figure with no amount gives no amount: the C lines the invoices do not reach stay to complete.
  for (const l of BPF_FRAMES.find((f) => f.letter === 'C')!.lines) {
    const f = figures.get(l.code);
    if (f && f.montant === undefined) figures.delete(l.code);
  }
  return { figures, nsf };
}
