// The apprentice's booklet read by everyone who may (the tutor, the trainer, the apprentice, the staff): its periods
// with where each stands, the skills of the referential of the diploma it prepares, and the booklet as a PDF. The
// callers check who reads; this file only reads one trainee's booklet.
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { flowPdf, type Paragraph } from '../../export/flowPdf.ts';
import { formatDateFr, formatDateTimeFr } from '../../../shared/format/index.ts';
import { livretStatut, LIVRET_STATUTS, type LivretActivite } from '../../../shared/alternance/livret.ts';
import * as msg from './messages.ts';

type Periode = RowOf<'livret_periodes'>;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null || d === undefined ? null : String(d));
/** A period's tasks as stored (jsonb, or its text through some drivers). */
export const tasksOf = (v: unknown): LivretActivite[] =>
  (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : []) as LivretActivite[];
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** A period as the spaces show it (the signature image only where asked). */
export function periodeView(p: Periode, withSignature = false) {
  const activites = tasksOf(p.activites);
  const state = { activites, appreciation_tuteur: p.appreciation_tuteur, signe_le: iso(p.signe_le) };
  return {
    '@id': `/api/livret_periodes/${p.id}`,
    id: p.id,
    titre: p.titre,
    date_debut: day(p.date_debut),
    date_fin: day(p.date_fin),
    contrat: p.contrat_id === null ? null : `/api/etudiant_contrats/${p.contrat_id}`,
    activites,
    appreciation_tuteur: p.appreciation_tuteur,
    tuteur_nom: p.tuteur_nom,
    tuteur_saisi_le: iso(p.tuteur_saisi_le),
    cote_cfa: p.cote_cfa,
    formateur_nom: p.formateur_nom,
    formateur_saisi_le: iso(p.formateur_saisi_le),
    signe_le: iso(p.signe_le),
    statut: livretStatut(state),
    statut_label: LIVRET_STATUTS[livretStatut(state)],
    ...(withSignature ? { signature_tuteur: p.signature_tuteur } : {}),
  };
}

export async function periodesOf(q: Queryable, etudiantId: number): Promise<Periode[]> {
  return (
    await q.query<Periode>(
      'SELECT * FROM livret_periodes WHERE etudiant_id = $1 AND etat = 0 ORDER BY date_debut DESC, id DESC',
      [etudiantId],
    )
  ).rows;
}

/** The skills of the referentials of the diploma the trainee prepares (the centre's, and its antenne's own). */
export async function competencesOf(
  q: Queryable,
  etudiantId: number,
): Promise<{ id: number; code: string | null; label: string }[]> {
  return (
    await q.query<{ id: number; code: string | null; label: string }>(
      `SELECT DISTINCT c.id, c.code, c.label, c.ordre FROM etudiants et JOIN diplome_sessions ds ON ds.id =
        et.diplome_session_id
       JOIN antenne_referentiels r ON r.diplome_id = ds.diplome_id AND r.cfa_id = et.cfa_id AND r.etat = 0
        AND (r.antenne_id IS NULL OR r.antenne_id = et.antenne_id)
       JOIN antenne_referentiel_competences c ON c.antenne_referentiel_id = r.id
      WHERE et.id = $1 ORDER BY c.ordre NULLS LAST, c.id`,
      [etudiantId],
    )
  ).rows.map(({ id, code, label }) => ({ id, code, label }));
}

/** The trainee's name, diploma and company for the spaces' headings and the PDF. */
export async function apprenticeOf(q: Queryable, etudiantId: number) {
  return (
    await q.query<{
      id: number;
      firstname: string;
      lastname: string;
      antenne_id: number | null;
      diplome: string | null;
      session: string | null;
    }>(
      `SELECT et.id, et.firstname, et.lastname, et.antenne_id, d.name AS diplome, ds.name AS session FROM etudiants et
       LEFT JOIN diplome_sessions ds ON ds.id = et.diplome_session_id LEFT JOIN diplomes d ON d.id = ds.diplome_id WHERE
         et.id = $1`,
      [etudiantId],
    )
  ).rows[0];
}

/** The booklet as a PDF: each period, the company's side (tasks by skill, appreciation, signature), the CFA's side. */
export async function livretPdf(q: Queryable, etudiantId: number): Promise<Buffer> {
  const who = await apprenticeOf(q, etudiantId);
  const name = who ? `${who.firstname} ${who.lastname}` : '';
  const m = msg.livret;
  const out: Paragraph[] = [{ text: m.pdfTitle(name), bold: true, size: 14 }];
  if (who?.diplome) out.push({ text: who.session ? `${who.diplome} — ${who.session}` : who.diplome, space: 4 });
  for (const p of [...(await periodesOf(q, etudiantId))].reverse()) {
    out.push({
      text: m.pdfPeriod(p.titre ?? m.periodTitle, formatDateFr(day(p.date_debut)), formatDateFr(day(p.date_fin))),
      bold: true,
      size: 11,
      space: 14,
    });
    out.push({ text: m.pdfCompany, bold: true, space: 6 });
    const tasks = tasksOf(p.activites);
    if (tasks.length === 0 && !p.appreciation_tuteur) out.push({ text: m.pdfNothing, indent: 10 });
    for (const a of tasks) {
      out.push({ text: a.competence_label ?? m.pdfOther, bold: true, indent: 10, space: 2 });
      out.push({ text: a.taches, indent: 20 });
    }
    if (p.appreciation_tuteur)
      out.push({ text: `${m.pdfAppreciation} ${p.appreciation_tuteur}`, indent: 10, space: 4 });
    if (p.tuteur_saisi_le && p.tuteur_nom)
      out.push({ text: m.pdfWritten(p.tuteur_nom, formatDateTimeFr(iso(p.tuteur_saisi_le)!)), indent: 10, size: 8 });
    if (p.signe_le) {
      out.push({ text: m.pdfSigned(p.tuteur_nom ?? '', formatDateTimeFr(iso(p.signe_le)!)), indent: 10, space: 2 });
      if (p.signature_tuteur) out.push({ text: '', indent: 10, image: { png: p.signature_tuteur, height: 40 } });
    } else out.push({ text: m.pdfNotSigned, indent: 10, space: 2 });
    out.push({ text: m.pdfCfa, bold: true, space: 6 });
    out.push({ text: p.cote_cfa ?? m.pdfNothing, indent: 10 });
    if (p.formateur_saisi_le && p.formateur_nom)
      out.push({
        text: m.pdfWritten(p.formateur_nom, formatDateTimeFr(iso(p.formateur_saisi_le)!)),
        indent: 10,
        size: 8,
      });
  }
  return flowPdf(m.pdfTitle(name), out);
}
