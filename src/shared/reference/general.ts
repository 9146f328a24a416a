// Cross-domain enumerations: roles, global entity state, yes/no, French calendar, site images, module
// colours and export types (spec 000 sections 3 and 9).
import type { RefList } from './types.ts';

export const roles = [
  // The product's support and integrators (not a centre's staff): configuration only, see src/shared/access.ts.
  { id: 'ROLE_PLATFORM', label: 'Support plateforme' },
  { id: 'ROLE_SUPERVISOR', label: 'Superviseur' },
  { id: 'ROLE_ADMIN', label: 'Administrateur' },
  { id: 'ROLE_COORDINATOR', label: 'Coordinateur' },
  { id: 'ROLE_USER', label: 'Utilisateur' },
  { id: 'ROLE_GUEST', label: 'Invité' },
  // A trainee's own account (its planning, its presences, its signatures): no access to the back-office's data.
  { id: 'ROLE_STAGIAIRE', label: 'Stagiaire' },
  // A company's tutor (maître d'apprentissage): its apprentices' space only (planning, absences, contract, booklet).
  { id: 'ROLE_ENTREPRISE', label: 'Tuteur en entreprise' },
  // A trainer (intervenant): the sessions it teaches, their sheets and learners, their booklets' CFA side.
  { id: 'ROLE_FORMATEUR', label: 'Formateur' },
] as const satisfies RefList;

/** Role names seen in the session store of the earlier product (not roles of the back-office). */
export const noms_roles_session = [
  { id: 'Administrateur', label: 'Administrateur' },
  { id: 'Entreprise', label: 'Entreprise' },
  { id: 'Stagiaire', label: 'Stagiaire' },
] as const satisfies RefList;

export const etats_entite = [
  { id: 0, label: 'Actif' },
  { id: 1, label: 'Archivé' },
  { id: 2, label: 'Supprimé', hidden: true },
] as const satisfies RefList;

export const oui_non = [
  { id: 1, label: 'Oui' },
  { id: 0, label: 'Non' },
] as const satisfies RefList;

/** French calendar: the week starts on Monday (ISO day numbers). */
export const jours_semaine = [
  { id: 1, label: 'Lundi', court: 'Lun.' },
  { id: 2, label: 'Mardi', court: 'Mar.' },
  { id: 3, label: 'Mercredi', court: 'Mer.' },
  { id: 4, label: 'Jeudi', court: 'Jeu.' },
  { id: 5, label: 'Vendredi', court: 'Ven.' },
  { id: 6, label: 'Samedi', court: 'Sam.' },
  { id: 7, label: 'Dimanche', court: 'Dim.' },
] as const satisfies RefList;

export const mois = [
  { id: 1, label: 'Janvier', court: 'Janv.' },
  { id: 2, label: 'Février', court: 'Févr.' },
  { id: 3, label: 'Mars', court: 'Mars' },
  { id: 4, label: 'Avril', court: 'Avr.' },
  { id: 5, label: 'Mai', court: 'Mai' },
  { id: 6, label: 'Juin', court: 'Juin' },
  { id: 7, label: 'Juillet', court: 'Juil.' },
  { id: 8, label: 'Août', court: 'Août' },
  { id: 9, label: 'Septembre', court: 'Sept.' },
  { id: 10, label: 'Octobre', court: 'Oct.' },
  { id: 11, label: 'Novembre', court: 'Nov.' },
  { id: 12, label: 'Décembre', court: 'Déc.' },
] as const satisfies RefList;

/** Site background images 1 to 4 (jpg), served beside the admin. */
export const images_fond_site = [
  { id: 1, label: 'Fond 1', fichier: 'fond-1.jpg' },
  { id: 2, label: 'Fond 2', fichier: 'fond-2.jpg' },
  { id: 3, label: 'Fond 3', fichier: 'fond-3.jpg' },
  { id: 4, label: 'Fond 4', fichier: 'fond-4.jpg' },
] as const satisfies RefList;

/** Module colours (spec 000 section 9), for menus and headers. */
export const couleurs_modules = [
  { id: 'entreprise', label: 'Entreprise', couleur: '#E8C6A4' },
  { id: 'stats', label: 'Statistiques', couleur: '#c5e2a5' },
  { id: 'antenne', label: 'Antenne', couleur: '#92CE9E' },
  { id: 'candidature', label: 'Candidature', couleur: '#90CCC6' },
  { id: 'stagiaire', label: 'Stagiaire', couleur: '#D396BE' },
  { id: 'pedagogie', label: 'Pédagogie', couleur: '#E09F9F' },
  { id: 'postformation', label: 'Post-formation', couleur: '#989DD6' },
  { id: 'taxes', label: 'Taxes', couleur: '#6AA6DA' },
] as const satisfies RefList;

/** Export types of the stagiaire module. */
export const types_export = [
  { id: 'stagiaires', label: 'Stagiaires' },
  { id: 'validation_documents_pedagogiques', label: 'Validation des documents pédagogiques' },
  { id: 'absences', label: 'Absences' },
  { id: 'sifa', label: 'Export SIFA' },
] as const satisfies RefList;

/** Alert types of the centre's alerts (global_alertes.type): the spec names the alerts, not the labels of
 * their types; the first four are seeded, 1, 5, 6 and 7 are also raised by the server (pilotage/alertGeneration.ts). */
export const types_alerte = [
  { id: 1, label: 'Documents arrivant à expiration' },
  { id: 2, label: 'Contrats à compléter' },
  { id: 3, label: 'Bilans de parcours à réaliser' },
  { id: 4, label: 'Documents des entreprises à renouveler' },
  { id: 5, label: 'Contrats arrivant à échéance' },
  { id: 6, label: "Seuil d'absences dépassé" },
  { id: 7, label: 'Documents des prestataires arrivant à expiration' },
] as const satisfies RefList;
