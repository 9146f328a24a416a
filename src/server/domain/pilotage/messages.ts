// French messages of the steering (dashboards, statistics, alert settings) domain: every sentence its routes and hooks
// answer with. The server's generic messages (access, request, crud…) are re-exported, so a file of the domain reads
// all it says from one `msg`.
export * from '../../http/messages.ts';
import { access } from '../../http/messages.ts';

/** Dashboards, statistics and billing. */
export const dashboards = {
  antenneParam: "Le paramètre « antenne » doit être l'identifiant ou l'IRI d'une antenne, ou « Toutes ».",
  ownAntenneOnly: 'Vous ne pouvez consulter que les données de votre antenne.',
  antenneUnknown: "L'antenne demandée n'existe pas.",
  badYear: (year: unknown) => `L'année « ${String(year)} » n'est pas acceptée.`,
  paidParam: 'Le paramètre « paye » doit valoir true ou false.',
  /** Labels of the counts that fall outside a reference list. */
  notSet: 'Non renseigné',
  noDiploma: 'Sans diplôme renseigné',
  /** Labels of the statistics' months (par_mois). */
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** Alert settings of a user (notifications/alertRoutes.ts). */
export const alertes = {
  alertIri: "Cette valeur doit être l'IRI d'une alerte.",
  alertState: 'Cette valeur doit être 0 (active) ou 1 (masquée).',
  alertUnknown: access.notAccessible("L'élément « Alerte »"),
  alertType: "Cette valeur doit être un type d'alerte de la liste.",
  ownParamsOnly: 'Vous ne pouvez régler que vos propres alertes.',
  /** Titles of the alerts the server raises (notifications/alertGeneration.ts), the record's names following. */
  documentExpiring: 'Document « ',
  documentOf: ' » expirant bientôt : ',
  providerDocumentOf: ' » du prestataire expirant bientôt : ',
  contractEnding: 'Contrat arrivant à échéance : ',
  absences: (n: number) => `Au moins ${n} absences injustifiées en 30 jours : `,
};

/** The trainer space's « Mes notifications » (trainerNotificationRoutes.ts). */
export const ownNotifications = {
  unknown: access.notAccessible('La notification'),
};
