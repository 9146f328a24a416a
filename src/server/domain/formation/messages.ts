// French messages of the training (groups, diplomas, sessions and their details, sites, closings, planning resources)
// domain: every sentence its routes and hooks answer with. The server's generic messages (access, request, crud…) are
// re-exported, so a file of the domain reads all it says from one `msg`.
export * from '../../http/messages.ts';
import { access } from '../../http/messages.ts';

/** Groups, delegates and the trainee lists of their bodies. */
export const groupes = {
  traineeUnknown: (value: unknown) => access.notAccessible(`Le stagiaire ${String(value)}`),
  groupUnknown: (value: unknown) => access.notAccessible(`Le groupe ${String(value)}`),
  traineeList: "Cette valeur doit être une liste d'IRI de stagiaires (/api/etudiants/<id>).",
  traineeIri: "Cette valeur doit être l'IRI d'un stagiaire (/api/etudiants/<id>).",
  delegateList:
    'Cette valeur doit être une liste de délégués (IRI de stagiaires ou objets { etudiant, is_suppleant, ' +
    'date_election }).',
  delegatesRequired: 'La liste des délégués est obligatoire (une liste vide retire tous les délégués).',
  delegateOtherAntenne: (name: string) => `Le stagiaire ${name} n'appartient pas à l'antenne de la session.`,
  delegateNotInscribed: (name: string) =>
    `Le stagiaire ${name} n'est pas inscrit à cette session : seul un stagiaire de la session peut en être délégué.`,
  delegateDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être délégué.`,
  memberOtherAntenne: (name: string) =>
    `Le stagiaire ${name} n'appartient pas à l'antenne du groupe : seul un stagiaire de la même antenne peut y être ` +
    `ajouté.`,
  memberDeleted: (name: string) => `Le stagiaire ${name} est supprimé : il ne peut pas être ajouté au groupe.`,
  membersRequired: 'La liste des stagiaires du groupe est obligatoire (une liste vide retire tous les stagiaires).',
  targetRequired: 'Le groupe de destination est obligatoire.',
  targetSame: "Le groupe de destination doit être différent du groupe d'origine.",
  targetInactive: (name: string) =>
    `Le groupe « ${name} » n'est pas actif : seul un groupe actif peut recevoir des stagiaires.`,
  targetOtherAntenne: "Le groupe de destination doit appartenir à la même antenne que le groupe d'origine.",
  sourceEmpty: "Le groupe d'origine n'a aucun stagiaire à transférer.",
  chooseTrainee: 'Choisissez au moins un stagiaire à transférer.',
  notMember: (value: unknown) => `Le stagiaire ${String(value)} n'est pas membre du groupe d'origine.`,
};

/** Training: diplomas, sessions, trainee lists. */
export const formation = {
  oneFilter: (keys: string[]) =>
    `Un seul filtre clé=valeur est accepté en plus de « antenne » (reçus : ${keys.join(', ')}).`,
  unknownTraineeFilter: (key: string) => `Le filtre « ${key} » n'existe pas pour les stagiaires.`,
  unknownInterviewType: (type: unknown) => `Le type d'entretien « ${String(type)} » n'existe pas.`,
};

/** Sites, closings, catalogue, sessions and their details, planning resources. */
export const planification = {
  closingOverlap: (label: string, from: string, to: string) =>
    `Cette période chevauche la fermeture « ${label} » (du ${from} au ${to}) : deux périodes de fermeture d'une ` +
    `antenne ne peuvent pas se chevaucher.`,
  tableView: 'Indiquez une seule vue du tableau : le paramètre « antenne », « diplome » ou « action ».',
  detailList: 'Cette valeur doit être une liste d’éléments (objets JSON).',
  /** A line of a session detail's list named in its violation: « Étape 2 — Fin : … ». */
  detailLine: (list: 'stages' | 'parcours' | 'evaluations', n: number, message: string) =>
    `${{ stages: 'Étape', parcours: 'Parcours', evaluations: 'Évaluation' }[list]} ${n} — ${message}`,
};
