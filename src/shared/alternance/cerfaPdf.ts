// The cerfa 10103 (contract of apprenticeship, form FA 13) as a PDF (pdf-lib) laid out as the official form:
// the header (title, articles of the Code du travail, « cerfa N° 10103 », FA 13, the notice), then its framed
// sections in order, each with its title bar and its boxes in two columns as on the form — L'EMPLOYEUR (with
// « employeur privé / public » ticked from the employer's type), L'APPRENTI(E) (sex and disability as ticked
// boxes), LE MAÎTRE D'APPRENTISSAGE (n° 1 and n° 2 side by side, the employer's attestation), LE CONTRAT (the
// remuneration by contract year, « 1re année », « 2e année »…), LA FORMATION (the CFA's visa) — then the
// signatures and the CADRE RÉSERVÉ À L'ORGANISME EN CHARGE DU DÉPÔT DU CONTRAT, left blank for the OPCO.
// Each value is drawn in a read-only form field named after its box (`apprenti.nom`, `maitres.0.nom`,
// `contrat.remunerations.0`; ticked boxes `employeur.prive`, `apprenti.sexe.F`, `apprenti.rqth.oui`), so the PDF
// can be read back by software (the OPCO, the tests). Shared: the staff's page builds it in the browser
// (admin/pages/alternance/cerfa/cerfaPdf.ts, its fonts fetched), the tutor space's download on the server.
import { PDFDocument, rgb, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import { embedFonts, writable as safe, type FontSource } from '../pdf/fonts.ts';
import {
  derogations_cerfa,
  dernieres_classes_cerfa,
  diplomes_cerfa,
  employeurs_specifiques_cerfa,
  modes_contractuels_cerfa,
  nationalites_cerfa,
  regimes_sociaux_cerfa,
  situations_avant_contrat_cerfa,
  types_contrat_cerfa,
  types_employeur_cerfa,
} from '../reference/cerfa.ts';
import { formatDateFr } from '../format/dates.ts';
import { formatSiret } from '../entreprises/companyNumbers.ts';
import type { CerfaData } from './cerfa.ts';
// The form's French texts are the cerfa catalogue the staff's page shows too, so the page and the server's download
// (the tutor space) draw the same form.
import { cerfaFr } from './cerfaTexts.ts';
import { fill } from '../format/fill.ts';

const t = cerfaFr;
type Labelled = readonly { id: number; label: string }[];

const code = (list: Labelled, v: number | '') =>
  v === '' ? '' : `${v} - ${list.find((x) => x.id === v)?.label ?? ''}`;
const date = (v: string) => (v ? formatDateFr(v) : '');

export type CerfaBox =
  | { kind: 'field'; name: string; label: string; value: string }
  | { kind: 'checks'; label: string; options: { name: string; label: string; checked: boolean }[] }
  | { kind: 'heading'; label: string };
/** A section: `head` boxes across the frame, then two columns, then `full` boxes across. */
export interface CerfaSection {
  title: string;
  head?: CerfaBox[];
  left: CerfaBox[];
  right: CerfaBox[];
  full?: CerfaBox[];
}

const field = (name: string, label: string, value: string): CerfaBox => ({ kind: 'field', name, label, value });
const form13 = t.form;

/** The sections of the form in the official order, each box in its column. */
export function cerfaBoxes(d: CerfaData): CerfaSection[] {
  const f = t.f;
  const e = d.employeur;
  const a = d.apprenti;
  const c = d.contrat;
  const type = types_employeur_cerfa.find((x) => x.id === e.type_employeur);
  const maitre = (i: number): CerfaBox[] => {
    const mt = d.maitres[i] ?? {
      nom: '',
      prenom: '',
      date_naissance: '',
      emploi: '',
      diplome: '' as const,
      annees_experience: '',
    };
    return [
      { kind: 'heading', label: fill(t.maitre, { n: i + 1 }) },
      field(`maitres.${i}.nom`, f['maitre.nom'], mt.nom),
      field(`maitres.${i}.prenom`, f['maitre.prenom'], mt.prenom),
      field(`maitres.${i}.date_naissance`, f['maitre.date_naissance'], date(mt.date_naissance)),
      field(`maitres.${i}.emploi`, f['maitre.emploi'], mt.emploi),
      field(`maitres.${i}.diplome`, f['maitre.diplome'], code(diplomes_cerfa, mt.diplome)),
      field(`maitres.${i}.annees_experience`, f['maitre.annees_experience'], mt.annees_experience),
    ];
  };
  return [
    {
      title: t.sections.employeur,
      head: [
        {
          kind: 'checks',
          label: '',
          options: [
            { name: 'employeur.prive', label: form13.prive, checked: type !== undefined && !type.public },
            { name: 'employeur.public', label: form13.public, checked: type?.public === true },
          ],
        },
      ],
      left: [
        field('employeur.denomination', f['employeur.denomination'], e.denomination),
        field('employeur.adresse', f['employeur.adresse'], e.adresse),
        field('employeur.code_postal', f['employeur.code_postal'], e.code_postal),
        field('employeur.commune', f['employeur.commune'], e.commune),
        field('employeur.telephone', f['employeur.telephone'], e.telephone),
        field('employeur.courriel', f['employeur.courriel'], e.courriel),
      ],
      right: [
        field('employeur.siret', f['employeur.siret'], formatSiret(e.siret)),
        field('employeur.type_employeur', f['employeur.type_employeur'], code(types_employeur_cerfa, e.type_employeur)),
        field(
          'employeur.employeur_specifique',
          f['employeur.employeur_specifique'],
          code(employeurs_specifiques_cerfa, e.employeur_specifique),
        ),
        field('employeur.code_naf', f['employeur.code_naf'], e.code_naf),
        field('employeur.effectif', f['employeur.effectif'], e.effectif),
        field('employeur.idcc', f['employeur.idcc'], e.idcc),
      ],
    },
    {
      title: t.sections.apprenti,
      left: [
        field('apprenti.nom', f['apprenti.nom'], a.nom),
        field('apprenti.prenom', f['apprenti.prenom'], a.prenom),
        field('apprenti.adresse', f['apprenti.adresse'], a.adresse),
        field('apprenti.code_postal', f['apprenti.code_postal'], a.code_postal),
        field('apprenti.commune', f['apprenti.commune'], a.commune),
        field('apprenti.telephone', f['apprenti.telephone'], a.telephone),
        field('apprenti.courriel', f['apprenti.courriel'], a.courriel),
      ],
      right: [
        field('apprenti.date_naissance', f['apprenti.date_naissance'], date(a.date_naissance)),
        {
          kind: 'checks',
          label: f['apprenti.sexe'],
          options: [
            { name: 'apprenti.sexe.M', label: form13.male, checked: a.sexe === 'M' },
            { name: 'apprenti.sexe.F', label: form13.female, checked: a.sexe === 'F' },
          ],
        },
        field('apprenti.nationalite', f['apprenti.nationalite'], code(nationalites_cerfa, a.nationalite)),
        field('apprenti.regime_social', f['apprenti.regime_social'], code(regimes_sociaux_cerfa, a.regime_social)),
        {
          kind: 'checks',
          label: f['apprenti.rqth'],
          options: [
            { name: 'apprenti.rqth.oui', label: t.yes, checked: a.rqth },
            { name: 'apprenti.rqth.non', label: t.no, checked: !a.rqth },
          ],
        },
        field(
          'apprenti.situation_avant_contrat',
          f['apprenti.situation_avant_contrat'],
          code(situations_avant_contrat_cerfa, a.situation_avant_contrat),
        ),
        field(
          'apprenti.derniere_classe',
          f['apprenti.derniere_classe'],
          code(dernieres_classes_cerfa, a.derniere_classe),
        ),
        field('apprenti.dernier_diplome', f['apprenti.dernier_diplome'], code(diplomes_cerfa, a.dernier_diplome)),
      ],
    },
    {
      title: t.sections.maitres,
      left: maitre(0),
      right: maitre(1),
      full: [
        {
          kind: 'checks',
          label: '',
          options: [{ name: 'maitres.attestation', label: form13.attestation, checked: false }],
        },
      ],
    },
    {
      title: t.sections.contrat,
      left: [
        field('contrat.type_contrat', f['contrat.type_contrat'], code(types_contrat_cerfa, c.type_contrat)),
        field(
          'contrat.type_derogation',
          f['contrat.type_derogation'],
          c.type_derogation === '' ? t.none : code(derogations_cerfa, c.type_derogation),
        ),
        field(
          'contrat.mode_contractuel',
          f['contrat.mode_contractuel'],
          code(modes_contractuels_cerfa, c.mode_contractuel),
        ),
        field('contrat.date_conclusion', f['contrat.date_conclusion'], date(c.date_conclusion)),
        field('contrat.date_debut_execution', f['contrat.date_debut_execution'], date(c.date_debut_execution)),
        field(
          'contrat.date_debut_formation_pratique',
          f['contrat.date_debut_formation_pratique'],
          date(c.date_debut_formation_pratique),
        ),
        field('contrat.date_fin', f['contrat.date_fin'], date(c.date_fin)),
      ],
      right: [
        field('contrat.duree_hebdo', f['contrat.duree_hebdo'], c.duree_hebdo),
        field('contrat.salaire_brut_mensuel', f['contrat.salaire_brut_mensuel'], c.salaire_brut_mensuel),
        { kind: 'heading', label: form13.remuneration },
        ...c.remunerations.map((r, i) =>
          field(
            `contrat.remunerations.${i}`,
            `${fill(i === 0 ? form13.yearN : form13.yearNth, { n: i + 1 })} – ${form13.percent}`,
            r,
          ),
        ),
      ],
    },
    {
      title: t.sections.formation,
      left: [
        field('formation.diplome_vise', f['formation.diplome_vise'], code(diplomes_cerfa, d.formation.diplome_vise)),
        field('formation.intitule', f['formation.intitule'], d.formation.intitule),
      ],
      right: [
        field(
          'formation.date_debut_formation',
          f['formation.date_debut_formation'],
          date(d.formation.date_debut_formation),
        ),
        field('formation.heures_formation', f['formation.heures_formation'], d.formation.heures_formation),
      ],
      full: [field('formation.visa', form13.visa, '')],
    },
  ];
}

const BLUE = rgb(0.16, 0.29, 0.55);
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.45, 0.45, 0.45);
const [W, H, M] = [595.28, 841.89, 28];
const GAP = 10;
const PAD = 6;
const BOX_H = 25;

/** The font size at which `text` fits `width` (8 points at most, 5 at least). */
const fit = (font: PDFFont, text: string, width: number) =>
  text ? Math.max(5, Math.min(8, (width - 4) / font.widthOfTextAtSize(text, 1))) : 8;

/** The text lines of `text` at `size` within `width` (words kept whole). */
function lines(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  return [...out, line];
}

function boxHeight(b: CerfaBox, font: PDFFont, width: number): number {
  if (b.kind === 'heading') return 14;
  if (b.kind === 'checks')
    return b.label
      ? BOX_H
      : Math.max(14, lines(font, b.options.map((o) => o.label).join('    '), 7.5, width - 14).length * 9 + 5);
  return BOX_H;
}

export async function buildCerfaPdf(d: CerfaData, fonts: FontSource): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(t.pdfTitle);
  doc.setLanguage('fr-FR');
  const { font, bold } = await embedFonts(doc, await fonts());
  const form: PDFForm = doc.getForm();
  let page: PDFPage = doc.addPage([W, H]);
  let y = H - M;
  const text = (s: string, x: number, yy: number, size: number, f = font, color = rgb(0, 0, 0)) =>
    page.drawText(safe(f, s), { x, y: yy, size, font: f, color });

  const drawBox = (b: CerfaBox, x: number, top: number, width: number) => {
    if (b.kind === 'heading') {
      text(b.label, x, top - 10, 8, bold, BLUE);
      return;
    }
    if (b.kind === 'checks') {
      let cx = x;
      let cy = top - 9;
      if (b.label) {
        text(b.label, x, top - 8, 7, font, GREY);
        cy = top - 20;
      }
      for (const o of b.options) {
        const box = form.createCheckBox(o.name);
        box.addToPage(page, { x: cx, y: cy - 1, width: 8, height: 8, borderWidth: 0.6, borderColor: LINE });
        if (o.checked) box.check();
        box.enableReadOnly();
        const wrapped = lines(font, o.label, 7.5, width - 14);
        wrapped.forEach((l, i) => text(l, cx + 12, cy - i * 9, 7.5));
        cx += 12 + font.widthOfTextAtSize(o.label, 7.5) + 14;
      }
      return;
    }
    text(b.label, x, top - 8, 7, font, GREY);
    const tf = form.createTextField(b.name);
    const value = safe(font, b.value);
    tf.setText(value);
    tf.addToPage(page, { x, y: top - BOX_H + 2, width, height: 13, font, borderWidth: 0.6, borderColor: LINE });
    tf.setFontSize(fit(font, value, width));
    tf.enableReadOnly();
  };

  const newPage = () => {
    page = doc.addPage([W, H]);
    y = H - M;
  };
  const titleBar = (title: string, color = BLUE) => {
    page.drawRectangle({ x: M, y: y - 15, width: W - 2 * M, height: 15, color });
    text(title, M + 6, y - 11, 9, bold, rgb(1, 1, 1));
    y -= 15;
  };

  // The form's header: title and law on the left, the cerfa's number on the right, the notice under them.
  text(form13.title, M, y - 16, 15, bold);
  text(form13.law, M, y - 29, 8, font, GREY);
  page.drawRectangle({
    x: W - M - 120,
    y: y - 38,
    width: 120,
    height: 38,
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.8,
  });
  text(form13.cerfa, W - M - 112, y - 17, 14, bold);
  text(form13.number, W - M - 58, y - 15, 9, bold);
  text(form13.fa, W - M - 58, y - 28, 8, font, GREY);
  y -= 46;
  for (const l of lines(font, form13.notice, 7.5, W - 2 * M)) {
    text(l, M, y - 8, 7.5, font, GREY);
    y -= 10;
  }
  y -= 4;

  const colW = (W - 2 * M - 2 * PAD - GAP) / 2;
  for (const s of cerfaBoxes(d)) {
    const heightOf = (list: CerfaBox[], width: number) => list.reduce((h, b) => h + boxHeight(b, font, width), 0);
    const across = W - 2 * M - 2 * PAD;
    const height =
      15 +
      4 +
      heightOf(s.head ?? [], across) +
      Math.max(heightOf(s.left, colW), heightOf(s.right, colW)) +
      heightOf(s.full ?? [], across) +
      PAD;
    if (y - height < M + 14) newPage();
    const top = y;
    titleBar(s.title);
    y -= 4;
    for (const b of s.head ?? []) {
      drawBox(b, M + PAD, y, across);
      y -= boxHeight(b, font, across);
    }
    let yl = y;
    for (const b of s.left) {
      drawBox(b, M + PAD, yl, colW);
      yl -= boxHeight(b, font, colW);
    }
    let yr = y;
    for (const b of s.right) {
      drawBox(b, M + PAD + colW + GAP, yr, colW);
      yr -= boxHeight(b, font, colW);
    }
    y = Math.min(yl, yr);
    for (const b of s.full ?? []) {
      drawBox(b, M + PAD, y, across);
      y -= boxHeight(b, font, across);
    }
    y -= PAD;
    page.drawRectangle({ x: M, y, width: W - 2 * M, height: top - y, borderColor: BLUE, borderWidth: 0.8 });
    y -= 8;
  }

  // Signatures: place and date, then the three signatures side by side.
  if (y - 110 < M + 14) newPage();
  let top = y;
  titleBar(form13.signatures);
  y -= 6;
  text(form13.doneAt, M + PAD, y - 10, 8);
  page.drawRectangle({ x: M + PAD + 30, y: y - 13, width: 200, height: 13, borderColor: LINE, borderWidth: 0.6 });
  text(form13.doneOn, M + PAD + 240, y - 10, 8);
  page.drawRectangle({ x: M + PAD + 255, y: y - 13, width: 90, height: 13, borderColor: LINE, borderWidth: 0.6 });
  y -= 20;
  const third = (W - 2 * M - 2 * PAD - 2 * GAP) / 3;
  [form13.signEmployeur, form13.signApprenti, form13.signRepresentant].forEach((label, i) => {
    const x = M + PAD + i * (third + GAP);
    lines(font, label, 7, third).forEach((l, j) => text(l, x, y - 8 - j * 8, 7, font, GREY));
    page.drawRectangle({ x, y: y - 70, width: third, height: 50, borderColor: LINE, borderWidth: 0.6 });
  });
  y -= 70 + PAD;
  page.drawRectangle({ x: M, y, width: W - 2 * M, height: top - y, borderColor: BLUE, borderWidth: 0.8 });
  y -= 8;

  // The frame the depositary organisation fills in (the OPCO): left blank.
  if (y - 90 < M + 14) newPage();
  top = y;
  titleBar(form13.reserved, GREY);
  y -= 4;
  form13.reservedFields.forEach((label, i) => {
    const x = M + PAD + (i % 2) * (colW + GAP);
    const yy = y - Math.floor(i / 2) * BOX_H;
    text(label, x, yy - 8, 7, font, GREY);
    page.drawRectangle({ x, y: yy - BOX_H + 2, width: colW, height: 13, borderColor: LINE, borderWidth: 0.6 });
  });
  y -= Math.ceil(form13.reservedFields.length / 2) * BOX_H + PAD;
  page.drawRectangle({ x: M, y, width: W - 2 * M, height: top - y, borderColor: GREY, borderWidth: 0.8 });

  // Each page's foot: the form and the page number.
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const foot = `${t.pdfTitle} – ${fill(form13.page, { n: i + 1, total: pages.length })}`;
    p.drawText(safe(font, foot), { x: W - M - font.widthOfTextAtSize(foot, 7), y: M - 14, size: 7, font, color: GREY });
  });
  form.updateFieldAppearances(font);
  return doc.save();
}
