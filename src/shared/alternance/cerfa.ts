// The apprenticeship contract form (cerfa FA 13, n° 10103; its notice 51649) as the product fills it in four
// steps: 1 the employer, 2 the apprentice, 3 the master(s) of apprenticeship, 4 the contract and the training.
// Pure checks of each step with the official form's rules, in French, keyed by the field's path
// (`maitres.0.date_naissance`):
// - apprentice's age at the start of the contract: at least 16, or 15 having finished collège (3e); under 15
//   never; under 30 unless the derogation "âge supérieur à 29 ans" (12, 50) or a recognised disability (RQTH);
// - master of apprenticeship: of age; one year of experience with a diploma at least of the prepared diploma's
//   level, two years otherwise;
// - dates: conclusion ≤ start of execution < end; start of practical training not before the start; duration
//   6 months to 3 years (shorter with derogation 21, longer with 22 or RQTH, 4 years at most);
// - hours: a minor works at most 35 hours a week, anyone at most 48;
// - remuneration: each contract year's percentage of the SMIC at least the legal minimum for the apprentice's
//   age that year (under 18: 27/39/55 %; 18-20: 43/51/67 %; 21-25: 53/61/78 %; 26 and over: 100 %).
// Each step depends on the previous one: a step is valid only when every step before it is (`firstInvalidStep`).
import { siretProblem } from '../entreprises/companyNumbers.ts';
import {
  dernieres_classes_cerfa,
  derogations_cerfa,
  diplomes_cerfa,
  employeurs_specifiques_cerfa,
  situations_avant_contrat_cerfa,
  types_contrat_cerfa,
  types_employeur_cerfa,
} from '../reference/cerfa.ts';

export interface CerfaEmployeur {
  denomination: string;
  siret: string;
  type_employeur: number | '';
  employeur_specifique: number | '';
  code_naf: string;
  effectif: string;
  idcc: string;
  adresse: string;
  code_postal: string;
  commune: string;
  telephone: string;
  courriel: string;
}
export interface CerfaApprenti {
  nom: string;
  prenom: string;
  sexe: 'M' | 'F' | '';
  date_naissance: string;
  nationalite: number | '';
  regime_social: number | '';
  situation_avant_contrat: number | '';
  dernier_diplome: number | '';
  derniere_classe: number | '';
  rqth: boolean;
  adresse: string;
  code_postal: string;
  commune: string;
  telephone: string;
  courriel: string;
}
export interface CerfaMaitre {
  nom: string;
  prenom: string;
  date_naissance: string;
  emploi: string;
  diplome: number | '';
  annees_experience: string;
}
export interface CerfaContrat {
  type_contrat: number | '';
  type_derogation: number | '';
  mode_contractuel: number | '';
  date_conclusion: string;
  date_debut_execution: string;
  date_debut_formation_pratique: string;
  date_fin: string;
  duree_hebdo: string;
  salaire_brut_mensuel: string;
  remunerations: string[];
}
export interface CerfaFormation {
  diplome_vise: number | '';
  intitule: string;
  date_debut_formation: string;
  heures_formation: string;
}
export interface CerfaData {
  employeur: CerfaEmployeur;
  apprenti: CerfaApprenti;
  maitres: CerfaMaitre[];
  contrat: CerfaContrat;
  formation: CerfaFormation;
}

export const CERFA_STEPS = ['employeur', 'apprenti', 'maitres', 'contrat'] as const;

export const cerfaMessages = {
  required: 'Ce champ est obligatoire.',
  unknownCode: "Ce code n'est pas dans la liste du formulaire.",
  idcc: 'Le code IDCC comporte 4 chiffres.',
  effectif: "L'effectif salarié est un nombre entier positif.",
  postalCode: 'Le code postal comporte 5 chiffres.',
  date: 'Date invalide (AAAA-MM-JJ).',
  under15: "L'apprenti doit avoir au moins 15 ans au début du contrat.",
  age15:
    "À 15 ans, l'apprenti doit avoir achevé le collège (classe de 3e) : indiquez « Premier cycle de l'enseignement " +
    'secondaire (collège) achevé ».',
  over29:
    "L'apprenti doit avoir moins de 30 ans au début du contrat, sauf dérogation (âge supérieur à 29 ans) ou " +
    'travailleur handicapé.',
  birthAfterStart: 'La date de naissance doit précéder le début du contrat.',
  noMaitre: "Au moins un maître d'apprentissage est obligatoire.",
  maxMaitres: "Le formulaire compte au plus deux maîtres d'apprentissage.",
  maitreMinor: "Le maître d'apprentissage doit être majeur au début du contrat.",
  experience: "L'expérience professionnelle est un nombre d'années positif.",
  maitreQualification: (years: number) =>
    `Le maître d'apprentissage doit justifier de ${years} an${years > 1 ? 's' : ''} d'expérience au moins (un an ` +
    `avec un diplôme au moins du niveau de celui préparé, deux ans sinon).`,
  conclusionAfterStart: "La date de conclusion ne peut pas être postérieure à la date de début d'exécution du contrat.",
  endBeforeStart: "La date de fin du contrat doit être postérieure à sa date de début d'exécution.",
  practiceBeforeStart:
    "La formation pratique chez l'employeur ne peut pas commencer avant le début d'exécution du contrat.",
  tooShort: 'Le contrat doit durer au moins 6 mois, sauf dérogation de réduction de durée.',
  tooLong: (years: number) =>
    `Le contrat ne peut pas durer plus de ${years} ` +
    `ans${years === 3 ? ', sauf dérogation d\u2019allongement ou travailleur handicapé' : ''}.`,
  hours: 'La durée hebdomadaire est un nombre d\u2019heures positif.',
  minorHours: 'Un apprenti mineur ne peut pas travailler plus de 35 heures par semaine.',
  maxHours: 'La durée hebdomadaire ne peut pas dépasser 48 heures.',
  remuneration: (year: number, pct: number, min: number, age: number) =>
    `Année ${year} : ${pct} % du SMIC est inférieur au minimum légal de ${min} % pour un apprenti de ${age} ans.`,
  remunerationMissing: (year: number) => `Année ${year} : indiquez le pourcentage du SMIC.`,
  trainingHours: 'Le nombre d\u2019heures de formation est un nombre positif.',
};
const m = cerfaMessages;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) =>
  ISO.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const num = (v: string): number | null => {
  const t = v.trim().replace(/\s/g, '').replace(',', '.');
  return t === '' ? null : Number(t);
};

/** Full years between a birth date and a date (both YYYY-MM-DD). */
export function ageAt(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0);
}

/** The date `months` months after `date` (YYYY-MM-DD), clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (mo - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Legal minimum remuneration, % of the SMIC, by age and contract year (year 4 and after as year 3). */
export function minimumRemuneration(age: number, year: number): number {
  const y = Math.min(Math.max(year, 1), 3) - 1;
  if (age < 18) return [27, 39, 55][y]!;
  if (age <= 20) return [43, 51, 67][y]!;
  if (age <= 25) return [53, 61, 78][y]!;
  return 100;
}

/** Number of contract years (started years) between two dates. */
export function contractYears(start: string, end: string): number {
  let n = 0;
  while (n < 6 && addMonths(start, 12 * n) < end) n++;
  return Math.max(n, 1);
}

/** Level of a cerfa diploma code: its first digit (8 doctorate … 1 none). */
export const diplomaLevel = (code: number | ''): number | null => (code === '' ? null : Math.floor(code / 10));

type Problems = Record<string, string>;
const known = (list: readonly { id: number }[], v: number | '') => v === '' || list.some((x) => x.id === v);

function employeurProblems(e: CerfaEmployeur, out: Problems) {
  if (e.denomination.trim() === '') out['employeur.denomination'] = m.required;
  if (e.siret.trim() === '') out['employeur.siret'] = m.required;
  else {
    const p = siretProblem(e.siret);
    if (p) out['employeur.siret'] = p;
  }
  if (e.type_employeur === '') out['employeur.type_employeur'] = m.required;
  else if (!known(types_employeur_cerfa, e.type_employeur)) out['employeur.type_employeur'] = m.unknownCode;
  if (!known(employeurs_specifiques_cerfa, e.employeur_specifique))
    out['employeur.employeur_specifique'] = m.unknownCode;
  const eff = num(e.effectif);
  if (eff !== null && (!Number.isInteger(eff) || eff < 0)) out['employeur.effectif'] = m.effectif;
  if (e.idcc.trim() !== '' && !/^\d{4}$/.test(e.idcc.trim())) out['employeur.idcc'] = m.idcc;
  if (e.code_postal.trim() !== '' && !/^\d{5}$/.test(e.code_postal.trim())) out['employeur.code_postal'] = m.postalCode;
}

/** The date the apprentice's age is taken at: the contract's start, else today. */
const startOf = (d: CerfaData, today: string) =>
  validDate(d.contrat.date_debut_execution) ? d.contrat.date_debut_execution : today;

const derogationAge = (d: CerfaData) =>
  d.contrat.type_derogation === 12 || d.contrat.type_derogation === 50 || d.apprenti.rqth;

function apprentiProblems(d: CerfaData, today: string, out: Problems) {
  const a = d.apprenti;
  if (a.nom.trim() === '') out['apprenti.nom'] = m.required;
  if (a.prenom.trim() === '') out['apprenti.prenom'] = m.required;
  if (a.date_naissance === '') out['apprenti.date_naissance'] = m.required;
  else if (!validDate(a.date_naissance)) out['apprenti.date_naissance'] = m.date;
  else {
    const start = startOf(d, today);
    const age = ageAt(a.date_naissance, start);
    if (a.date_naissance >= start) out['apprenti.date_naissance'] = m.birthAfterStart;
    else if (age < 15) out['apprenti.date_naissance'] = m.under15;
    else if (age === 15 && a.derniere_classe !== 40) out['apprenti.derniere_classe'] = m.age15;
    else if (age >= 30 && !derogationAge(d)) out['apprenti.date_naissance'] = m.over29;
  }
  // The official form's required boxes of the apprentice's past (notice 51649): situation before this contract, highest
  // diploma or title obtained, last class followed.
  for (const [k, list] of [
    ['situation_avant_contrat', situations_avant_contrat_cerfa],
    ['dernier_diplome', diplomes_cerfa],
    ['derniere_classe', dernieres_classes_cerfa],
  ] as const) {
    if (a[k] === '') out[`apprenti.${k}`] ??= m.required;
    else if (!known(list, a[k])) out[`apprenti.${k}`] ??= m.unknownCode;
  }
  if (a.code_postal.trim() !== '' && !/^\d{5}$/.test(a.code_postal.trim())) out['apprenti.code_postal'] = m.postalCode;
}

function maitresProblems(d: CerfaData, today: string, out: Problems) {
  if (d.maitres.length === 0) out.maitres = m.noMaitre;
  if (d.maitres.length > 2) out.maitres = m.maxMaitres;
  const start = startOf(d, today);
  d.maitres.forEach((x, i) => {
    const p = `maitres.${i}`;
    if (x.nom.trim() === '') out[`${p}.nom`] = m.required;
    if (x.prenom.trim() === '') out[`${p}.prenom`] = m.required;
    if (x.date_naissance === '') out[`${p}.date_naissance`] = m.required;
    else if (!validDate(x.date_naissance)) out[`${p}.date_naissance`] = m.date;
    else if (ageAt(x.date_naissance, start) < 18) out[`${p}.date_naissance`] = m.maitreMinor;
    const xp = num(x.annees_experience);
    if (xp === null) out[`${p}.annees_experience`] = m.required;
    else if (Number.isNaN(xp) || xp < 0) out[`${p}.annees_experience`] = m.experience;
    else if (xp < 1) out[`${p}.annees_experience`] = m.maitreQualification(1);
    // The form asks each master's job and highest diploma (its level sets the experience required).
    if (x.emploi.trim() === '') out[`${p}.emploi`] = m.required;
    if (x.diplome === '') out[`${p}.diplome`] = m.required;
    else if (!known(diplomes_cerfa, x.diplome)) out[`${p}.diplome`] = m.unknownCode;
  });
}

function contratProblems(d: CerfaData, today: string, out: Problems) {
  const c = d.contrat;
  if (c.type_contrat === '') out['contrat.type_contrat'] = m.required;
  else if (!known(types_contrat_cerfa, c.type_contrat)) out['contrat.type_contrat'] = m.unknownCode;
  if (!known(derogations_cerfa, c.type_derogation)) out['contrat.type_derogation'] = m.unknownCode;
  for (const k of ['date_conclusion', 'date_debut_execution', 'date_fin'] as const) {
    if (c[k] === '') out[`contrat.${k}`] = m.required;
    else if (!validDate(c[k])) out[`contrat.${k}`] = m.date;
  }
  if (c.date_debut_formation_pratique !== '' && !validDate(c.date_debut_formation_pratique))
    out['contrat.date_debut_formation_pratique'] = m.date;
  const datesOk = !out['contrat.date_conclusion'] && !out['contrat.date_debut_execution'] && !out['contrat.date_fin'];
  if (datesOk) {
    if (c.date_conclusion > c.date_debut_execution) out['contrat.date_conclusion'] = m.conclusionAfterStart;
    if (c.date_fin <= c.date_debut_execution) out['contrat.date_fin'] = m.endBeforeStart;
    else if (c.date_fin < addMonths(c.date_debut_execution, 6) && c.type_derogation !== 21 && c.type_derogation !== 50)
      out['contrat.date_fin'] = m.tooShort;
    else {
      const max = c.type_derogation === 22 || c.type_derogation === 50 || d.apprenti.rqth ? 4 : 3;
      if (c.date_fin > addMonths(c.date_debut_execution, 12 * max)) out['contrat.date_fin'] = m.tooLong(max);
    }
    if (
      c.date_debut_formation_pratique !== '' &&
      !out['contrat.date_debut_formation_pratique'] &&
      c.date_debut_formation_pratique < c.date_debut_execution
    ) {
      out['contrat.date_debut_formation_pratique'] = m.practiceBeforeStart;
    }
  }
  const start = startOf(d, today);
  const birthOk = validDate(d.apprenti.date_naissance);
  const hours = num(c.duree_hebdo);
  if (hours === null) out['contrat.duree_hebdo'] = m.required;
  else if (Number.isNaN(hours) || hours <= 0) out['contrat.duree_hebdo'] = m.hours;
  else if (birthOk && ageAt(d.apprenti.date_naissance, start) < 18 && hours > 35)
    out['contrat.duree_hebdo'] = m.minorHours;
  else if (hours > 48) out['contrat.duree_hebdo'] = m.maxHours;
  if (datesOk && birthOk && !out['contrat.date_fin']) {
    const years = contractYears(c.date_debut_execution, c.date_fin);
    for (let y = 1; y <= years; y++) {
      const pct = num(c.remunerations[y - 1] ?? '');
      const age = ageAt(d.apprenti.date_naissance, addMonths(c.date_debut_execution, 12 * (y - 1)));
      const min = minimumRemuneration(age, y);
      if (pct === null || Number.isNaN(pct)) out[`contrat.remunerations.${y - 1}`] = m.remunerationMissing(y);
      else if (pct < min) out[`contrat.remunerations.${y - 1}`] = m.remuneration(y, pct, min, age);
    }
  }
  // The training.
  const f = d.formation;
  if (f.diplome_vise === '') out['formation.diplome_vise'] = m.required;
  else if (!known(diplomes_cerfa, f.diplome_vise)) out['formation.diplome_vise'] = m.unknownCode;
  const th = num(f.heures_formation);
  if (th !== null && (Number.isNaN(th) || th <= 0)) out['formation.heures_formation'] = m.trainingHours;
  if (f.date_debut_formation !== '' && !validDate(f.date_debut_formation))
    out['formation.date_debut_formation'] = m.date;
  // A master's qualification against the prepared diploma (known only now).
  const aimed = diplomaLevel(f.diplome_vise);
  d.maitres.forEach((x, i) => {
    const xp = num(x.annees_experience);
    const own = diplomaLevel(x.diplome);
    if (aimed === null || xp === null || Number.isNaN(xp)) return;
    const needed = own !== null && own >= aimed ? 1 : 2;
    if (xp < needed) out[`maitres.${i}.annees_experience`] = m.maitreQualification(needed);
  });
}

/** The French problems of one step (0 employer … 3 contract and training), keyed by field path. */
export function cerfaStepProblems(step: number, d: CerfaData, today: string): Problems {
  const out: Problems = {};
  if (step === 0) employeurProblems(d.employeur, out);
  if (step === 1) apprentiProblems(d, today, out);
  if (step === 2) maitresProblems(d, today, out);
  if (step === 3) contratProblems(d, today, out);
  return out;
}

/** The first step with a problem (each step depends on the previous ones), or 4 when the form is complete. */
export function firstInvalidStep(d: CerfaData, today: string): number {
  for (let s = 0; s < 4; s++) if (Object.keys(cerfaStepProblems(s, d, today)).length > 0) return s;
  return 4;
}

export const emptyMaitre = (): CerfaMaitre => ({
  nom: '',
  prenom: '',
  date_naissance: '',
  emploi: '',
  diplome: '',
  annees_experience: '',
});

export const emptyCerfa = (): CerfaData => ({
  employeur: {
    denomination: '',
    siret: '',
    type_employeur: '',
    employeur_specifique: 0,
    code_naf: '',
    effectif: '',
    idcc: '',
    adresse: '',
    code_postal: '',
    commune: '',
    telephone: '',
    courriel: '',
  },
  apprenti: {
    nom: '',
    prenom: '',
    sexe: '',
    date_naissance: '',
    nationalite: 1,
    regime_social: 2,
    situation_avant_contrat: '',
    dernier_diplome: '',
    derniere_classe: '',
    rqth: false,
    adresse: '',
    code_postal: '',
    commune: '',
    telephone: '',
    courriel: '',
  },
  maitres: [emptyMaitre()],
  contrat: {
    type_contrat: 11,
    type_derogation: '',
    mode_contractuel: 1,
    date_conclusion: '',
    date_debut_execution: '',
    date_debut_formation_pratique: '',
    date_fin: '',
    duree_hebdo: '35',
    salaire_brut_mensuel: '',
    remunerations: [],
  },
  formation: { diplome_vise: '', intitule: '', date_debut_formation: '', heures_formation: '' },
});

/** The problems of every step up to `step` (the values are the whole form, and each step needs the previous). */
export function cerfaProblemsUpTo(step: number, d: CerfaData, today: string): Problems {
  const out: Problems = {};
  for (let s = 0; s <= step && s < 4; s++) Object.assign(out, cerfaStepProblems(s, d, today));
  return out;
}

/** A form read from JSON (a request's body, a saved row): the known fields only, each of its type (a text where
 * a text is expected, an integer or '' for a code, a boolean for the RQTH), the rest as the empty form; null when
 * `v` is not an object. The checks then say in French what is missing. */
export function cerfaFromJson(v: unknown): CerfaData | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const src = v as Record<string, unknown>;
  const base = emptyCerfa();
  const section = <T extends object>(shape: T, raw: unknown): T => {
    const o = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const out = { ...shape } as Record<string, unknown>;
    for (const [k, def] of Object.entries(shape)) {
      if (!(k in o)) continue;
      const x = o[k];
      if (typeof def === 'boolean') out[k] = x === true;
      else if (Array.isArray(def))
        out[k] = Array.isArray(x)
          ? x.slice(0, 6).map((y) => (typeof y === 'string' || typeof y === 'number' ? String(y) : ''))
          : [];
      else if (CODE_FIELDS.has(k))
        out[k] = Number.isInteger(x)
          ? x
          : x === '' || x === null
            ? ''
            : typeof x === 'string' && /^\d{1,3}$/.test(x)
              ? Number(x)
              : '';
      else if (k === 'sexe') out[k] = x === 'M' || x === 'F' ? x : '';
      else out[k] = typeof x === 'string' ? x.slice(0, 500) : typeof x === 'number' ? String(x) : '';
    }
    return out as T;
  };
  const maitres = Array.isArray(src.maitres)
    ? src.maitres.slice(0, 3).map((x) => section(emptyMaitre(), x))
    : base.maitres;
  return {
    employeur: section(base.employeur, src.employeur),
    apprenti: section(base.apprenti, src.apprenti),
    maitres,
    contrat: section(base.contrat, src.contrat),
    formation: section(base.formation, src.formation),
  };
}
const CODE_FIELDS = new Set([
  'type_employeur',
  'employeur_specifique',
  'nationalite',
  'regime_social',
  'situation_avant_contrat',
  'dernier_diplome',
  'derniere_classe',
  'diplome',
  'type_contrat',
  'type_derogation',
  'mode_contractuel',
  'diplome_vise',
]);
