// The cerfa 10103 as a PDF (pdf-lib), its boxes in the official form's order: the employer, the apprentice,
// the master(s) of apprenticeship, the contract (with the remuneration per year), the training. Each value is
// drawn and also kept in a read-only form field named after its box (`apprenti.nom`, `maitres.0.nom`,
// `contrat.remunerations.0`), so the PDF can be read back by software (the OPCO, the tests).
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedFonts, writable as safe, type FontSource } from '../../../../shared/pdf/fonts.ts';
import { browserFontFiles } from '../../../pdf/fontFiles.ts';
import {
  derogations_cerfa, dernieres_classes_cerfa, diplomes_cerfa, employeurs_specifiques_cerfa, modes_contractuels_cerfa, nationalites_cerfa,
  regimes_sociaux_cerfa, situations_avant_contrat_cerfa, types_contrat_cerfa, types_employeur_cerfa,
} from '../../../../shared/reference/cerfa.ts';
import { formatDateFr } from '../../../../shared/format/dates.ts';
import { formatSiret } from '../../../../shared/entreprises/companyNumbers.ts';
import type { CerfaData } from '../../../../shared/alternance/cerfa.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';
import { fill } from '../../../i18n/fill.ts';

const t = entreprisesFr.cerfa;
type Labelled = readonly { id: number; label: string }[];

const code = (list: Labelled, v: number | '') => (v === '' ? '' : `${v} - ${list.find((x) => x.id === v)?.label ?? ''}`);
const date = (v: string) => (v ? formatDateFr(v) : '');

/** The boxes of the form in the official order: [section title, [field name, label, value][]]. */
export function cerfaBoxes(d: CerfaData): [string, [string, string, string][]][] {
  const f = t.f;
  const e = d.employeur;
  const a = d.apprenti;
  const c = d.contrat;
  return [
    [t.sections.employeur, [
      ['employeur.denomination', f['employeur.denomination'], e.denomination], ['employeur.siret', f['employeur.siret'], formatSiret(e.siret)],
      ['employeur.type_employeur', f['employeur.type_employeur'], code(types_employeur_cerfa, e.type_employeur)],
      ['employeur.employeur_specifique', f['employeur.employeur_specifique'], code(employeurs_specifiques_cerfa, e.employeur_specifique)],
      ['employeur.code_naf', f['employeur.code_naf'], e.code_naf], ['employeur.effectif', f['employeur.effectif'], e.effectif],
      ['employeur.idcc', f['employeur.idcc'], e.idcc], ['employeur.adresse', f['employeur.adresse'], e.adresse],
      ['employeur.code_postal', f['employeur.code_postal'], e.code_postal], ['employeur.commune', f['employeur.commune'], e.commune],
      ['employeur.telephone', f['employeur.telephone'], e.telephone], ['employeur.courriel', f['employeur.courriel'], e.courriel],
    ]],
    [t.sections.apprenti, [
      ['apprenti.nom', f['apprenti.nom'], a.nom], ['apprenti.prenom', f['apprenti.prenom'], a.prenom],
      ['apprenti.sexe', f['apprenti.sexe'], a.sexe ? t.sexes[a.sexe] : ''], ['apprenti.date_naissance', f['apprenti.date_naissance'], date(a.date_naissance)],
      ['apprenti.nationalite', f['apprenti.nationalite'], code(nationalites_cerfa, a.nationalite)],
      ['apprenti.regime_social', f['apprenti.regime_social'], code(regimes_sociaux_cerfa, a.regime_social)],
      ['apprenti.situation_avant_contrat', f['apprenti.situation_avant_contrat'], code(situations_avant_contrat_cerfa, a.situation_avant_contrat)],
      ['apprenti.dernier_diplome', f['apprenti.dernier_diplome'], code(diplomes_cerfa, a.dernier_diplome)],
      ['apprenti.derniere_classe', f['apprenti.derniere_classe'], code(dernieres_classes_cerfa, a.derniere_classe)],
      ['apprenti.rqth', f['apprenti.rqth'], a.rqth ? t.yes : t.no], ['apprenti.adresse', f['apprenti.adresse'], a.adresse],
      ['apprenti.code_postal', f['apprenti.code_postal'], a.code_postal], ['apprenti.commune', f['apprenti.commune'], a.commune],
      ['apprenti.telephone', f['apprenti.telephone'], a.telephone], ['apprenti.courriel', f['apprenti.courriel'], a.courriel],
    ]],
    [t.sections.maitres, d.maitres.flatMap((mt, i): [string, string, string][] => [
      [`maitres.${i}.nom`, `${fill(t.maitre, { n: i + 1 })} - ${f['maitre.nom']}`, mt.nom], [`maitres.${i}.prenom`, f['maitre.prenom'], mt.prenom],
      [`maitres.${i}.date_naissance`, f['maitre.date_naissance'], date(mt.date_naissance)], [`maitres.${i}.emploi`, f['maitre.emploi'], mt.emploi],
      [`maitres.${i}.diplome`, f['maitre.diplome'], code(diplomes_cerfa, mt.diplome)],
      [`maitres.${i}.annees_experience`, f['maitre.annees_experience'], mt.annees_experience],
    ])],
    [t.sections.contrat, [
      ['contrat.type_contrat', f['contrat.type_contrat'], code(types_contrat_cerfa, c.type_contrat)],
      ['contrat.type_derogation', f['contrat.type_derogation'], c.type_derogation === '' ? t.none : code(derogations_cerfa, c.type_derogation)],
      ['contrat.mode_contractuel', f['contrat.mode_contractuel'], code(modes_contractuels_cerfa, c.mode_contractuel)],
      ['contrat.date_conclusion', f['contrat.date_conclusion'], date(c.date_conclusion)],
      ['contrat.date_debut_execution', f['contrat.date_debut_execution'], date(c.date_debut_execution)],
      ['contrat.date_debut_formation_pratique', f['contrat.date_debut_formation_pratique'], date(c.date_debut_formation_pratique)],
      ['contrat.date_fin', f['contrat.date_fin'], date(c.date_fin)], ['contrat.duree_hebdo', f['contrat.duree_hebdo'], c.duree_hebdo],
      ['contrat.salaire_brut_mensuel', f['contrat.salaire_brut_mensuel'], c.salaire_brut_mensuel],
      ...c.remunerations.map((r, i): [string, string, string] => [`contrat.remunerations.${i}`, fill(t.year, { n: i + 1 }), r]),
    ]],
    [t.sections.formation, [
      ['formation.diplome_vise', f['formation.diplome_vise'], code(diplomes_cerfa, d.formation.diplome_vise)],
      ['formation.intitule', f['formation.intitule'], d.formation.intitule],
      ['formation.date_debut_formation', f['formation.date_debut_formation'], date(d.formation.date_debut_formation)],
      ['formation.heures_formation', f['formation.heures_formation'], d.formation.heures_formation],
    ]],
  ];
}

export async function buildCerfaPdf(d: CerfaData, fonts: FontSource = browserFontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(t.pdfTitle);
  doc.setLanguage('fr-FR');
  const { font, bold } = await embedFonts(doc, await fonts());
  const form = doc.getForm();
  const W = 595.28;
  const H = 841.89;
  const M = 36;
  let page: PDFPage = doc.addPage([W, H]);
  let y = H - M;
  const ensure = (h: number) => {
    if (y - h < M) {
      page = doc.addPage([W, H]);
      y = H - M;
    }
  };
  page.drawText(safe(bold, t.pdfTitle), { x: M, y: y - 14, size: 14, font: bold });
  page.drawText(safe(font, t.pdfSubtitle), { x: M, y: y - 30, size: 8, font, color: rgb(0.3, 0.3, 0.3) });
  y -= 44;
  for (const [title, rows] of cerfaBoxes(d)) {
    ensure(40);
    page.drawRectangle({ x: M, y: y - 16, width: W - 2 * M, height: 16, color: rgb(0.16, 0.29, 0.55) });
    page.drawText(safe(bold, title), { x: M + 6, y: y - 12, size: 10, font: bold, color: rgb(1, 1, 1) });
    y -= 22;
    for (const [name, label, value] of rows) {
      ensure(18);
      page.drawText(safe(font, label), { x: M + 4, y: y - 11, size: 8, font, color: rgb(0.2, 0.2, 0.2) });
      const field = form.createTextField(name);
      field.setText(safe(font, value));
      field.addToPage(page, { x: M + 230, y: y - 14, width: W - 2 * M - 234, height: 14, font, borderWidth: 0.5, borderColor: rgb(0.6, 0.6, 0.6) });
      field.setFontSize(8);
      field.enableReadOnly();
      y -= 17;
    }
    y -= 6;
  }
  form.updateFieldAppearances(font);
  return doc.save();
}
