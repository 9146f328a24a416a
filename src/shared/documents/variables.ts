// The catalogue of the variables a document model may use: each is written `{key}` in the
// model's DOCX (`{etudiant.nom}`), grouped for the admin's list, and valued from one trainee's context (their
// record, training, company and tutor, antenne and centre, today). Pure: the server fills documents with it and
// checks a model's variables when it is saved; the admin shows the same list in the model's form and page.
import { formatDateFr } from '../format/dates.ts';
import { civilites } from '../reference/personnes.ts';

type Text = string | null | undefined;

/** What a generation knows of one trainee: rows as the database holds them (a missing part is null). */
export interface GenerationContext {
  etudiant: {
    civility?: number | null;
    lastname?: Text;
    firstname?: Text;
    birthdate?: Text;
    address?: Text;
    postal_code?: Text;
    city?: Text;
    mail?: Text;
    phone_number?: Text;
    dt_date_entree?: Text;
    date_sortie_prevue?: Text;
  };
  formation: {
    diplome?: Text;
    code_rncp?: Text;
    session?: Text;
    date_debut?: Text;
    date_fin?: Text;
    action?: Text;
  } | null;
  entreprise: { name?: Text; siret?: Text; address?: Text; postal_code?: Text; city?: Text } | null;
  contrat: {
    date_debut?: Text;
    date_fin?: Text;
    tuteur_lastname?: Text;
    tuteur_firstname?: Text;
    tuteur_mail?: Text;
    tuteur_phone?: Text;
  } | null;
  antenne: { name?: Text; address?: Text; postal_code?: Text; city?: Text; phone?: Text; mail?: Text } | null;
  centre: { name?: Text; siret?: Text; city?: Text } | null;
  /** Today, ISO YYYY-MM-DD (Paris). */
  today: string;
}

export type VariableGroup = 'Stagiaire' | 'Formation' | 'Entreprise et tuteur' | 'Centre et antenne' | 'Dates';

export interface VariableDef {
  key: string;
  label: string;
  group: VariableGroup;
  value(c: GenerationContext): string;
}

const s = (v: Text) => (v ?? '').trim();
const d = (v: Text) => formatDateFr(v ?? '');
const join = (...parts: Text[]) => parts.map(s).filter(Boolean).join(' ');
const civilite = (id: number | null | undefined) => civilites.find((c) => c.id === id)?.label ?? '';
const v = (group: VariableGroup, key: string, label: string, value: (c: GenerationContext) => string): VariableDef => ({
  key,
  label,
  group,
  value,
});

/** Every variable a model may use, in the order the admin lists them. */
export const VARIABLES: readonly VariableDef[] = [
  v('Stagiaire', 'etudiant.civilite', 'Civilité (Monsieur, Madame)', (c) => civilite(c.etudiant.civility)),
  v('Stagiaire', 'etudiant.nom', 'Nom', (c) => s(c.etudiant.lastname).toUpperCase()),
  v('Stagiaire', 'etudiant.prenom', 'Prénom', (c) => s(c.etudiant.firstname)),
  v('Stagiaire', 'etudiant.nom_complet', 'Prénom et nom', (c) =>
    join(c.etudiant.firstname, s(c.etudiant.lastname).toUpperCase()),
  ),
  v('Stagiaire', 'etudiant.date_naissance', 'Date de naissance', (c) => d(c.etudiant.birthdate)),
  v('Stagiaire', 'etudiant.adresse', 'Adresse', (c) => s(c.etudiant.address)),
  v('Stagiaire', 'etudiant.code_postal', 'Code postal', (c) => s(c.etudiant.postal_code)),
  v('Stagiaire', 'etudiant.ville', 'Ville', (c) => s(c.etudiant.city)),
  v('Stagiaire', 'etudiant.email', 'Adresse e-mail', (c) => s(c.etudiant.mail)),
  v('Stagiaire', 'etudiant.telephone', 'Téléphone', (c) => s(c.etudiant.phone_number)),
  v('Stagiaire', 'etudiant.date_entree', "Date d'entrée en formation", (c) => d(c.etudiant.dt_date_entree)),
  v('Stagiaire', 'etudiant.date_sortie_prevue', 'Date de sortie prévue', (c) => d(c.etudiant.date_sortie_prevue)),
  v('Formation', 'formation.diplome', 'Diplôme préparé', (c) => s(c.formation?.diplome)),
  v('Formation', 'formation.code_rncp', 'Code RNCP du diplôme', (c) => s(c.formation?.code_rncp)),
  v('Formation', 'formation.session', 'Session de diplôme', (c) => s(c.formation?.session)),
  v('Formation', 'formation.date_debut', 'Début de la session', (c) => d(c.formation?.date_debut)),
  v('Formation', 'formation.date_fin', 'Fin de la session', (c) => d(c.formation?.date_fin)),
  v('Formation', 'formation.action', 'Action de formation', (c) => s(c.formation?.action)),
  v('Entreprise et tuteur', 'entreprise.raison_sociale', "Raison sociale de l'entreprise", (c) =>
    s(c.entreprise?.name),
  ),
  v('Entreprise et tuteur', 'entreprise.siret', 'SIRET', (c) => s(c.entreprise?.siret)),
  v('Entreprise et tuteur', 'entreprise.adresse', "Adresse de l'entreprise", (c) =>
    join(c.entreprise?.address, c.entreprise?.postal_code, c.entreprise?.city),
  ),
  v('Entreprise et tuteur', 'contrat.date_debut', 'Début du contrat', (c) => d(c.contrat?.date_debut)),
  v('Entreprise et tuteur', 'contrat.date_fin', 'Fin du contrat', (c) => d(c.contrat?.date_fin)),
  v('Entreprise et tuteur', 'tuteur.nom_complet', 'Tuteur ou maître d’apprentissage (prénom et nom)', (c) =>
    join(c.contrat?.tuteur_firstname, s(c.contrat?.tuteur_lastname).toUpperCase()),
  ),
  v('Entreprise et tuteur', 'tuteur.email', 'E-mail du tuteur', (c) => s(c.contrat?.tuteur_mail)),
  v('Entreprise et tuteur', 'tuteur.telephone', 'Téléphone du tuteur', (c) => s(c.contrat?.tuteur_phone)),
  v('Centre et antenne', 'antenne.nom', "Nom de l'antenne", (c) => s(c.antenne?.name)),
  v('Centre et antenne', 'antenne.adresse', "Adresse de l'antenne", (c) =>
    join(c.antenne?.address, c.antenne?.postal_code, c.antenne?.city),
  ),
  v('Centre et antenne', 'antenne.ville', "Ville de l'antenne", (c) => s(c.antenne?.city)),
  v('Centre et antenne', 'antenne.telephone', "Téléphone de l'antenne", (c) => s(c.antenne?.phone)),
  v('Centre et antenne', 'antenne.email', "E-mail de l'antenne", (c) => s(c.antenne?.mail)),
  v('Centre et antenne', 'centre.nom', 'Nom du centre', (c) => s(c.centre?.name)),
  v('Centre et antenne', 'centre.siret', 'SIRET du centre', (c) => s(c.centre?.siret)),
  v('Dates', 'date.jour', 'Date du jour', (c) => d(c.today)),
  v('Dates', 'date.annee', 'Année en cours', (c) => c.today.slice(0, 4)),
];

const BY_KEY = new Map(VARIABLES.map((x) => [x.key, x]));

/** Whether `key` is a variable of the catalogue. */
export const isVariable = (key: string): boolean => BY_KEY.has(key);

/** The variables a text uses, `{key}` (spaces inside the braces trimmed), each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) found.add(m[1]!.trim());
  return [...found];
}

/** The names among `used` that the catalogue does not know, each once. */
export function unknownVariables(used: readonly string[]): string[] {
  return [...new Set(used)].filter((k) => !BY_KEY.has(k));
}

/** Every variable's value for one trainee, by key. */
export function valuesFor(c: GenerationContext): Record<string, string> {
  return Object.fromEntries(VARIABLES.map((x) => [x.key, x.value(c)]));
}

/** A text with each known `{key}` replaced by its value (an unknown one is left as written). */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^{}]*)\}/g, (all, key: string) => values[key.trim()] ?? all);
}

/** The catalogue grouped for display: group, then its variables. */
export function variablesByGroup(): { group: VariableGroup; variables: VariableDef[] }[] {
  const groups: { group: VariableGroup; variables: VariableDef[] }[] = [];
  for (const x of VARIABLES) {
    const last = groups[groups.length - 1];
    if (last?.group === x.group) last.variables.push(x);
    else groups.push({ group: x.group, variables: [x] });
  }
  return groups;
}
