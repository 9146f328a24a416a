// Which resources a screen deletes for good (« Supprimer ») rather than archiving. Pure; apart from
// archivable.ts so that it stays out of the start bundle (only the detail and edit pages read it).
import type { ResourceModel } from '../../model/types.ts';

/**
 * Resources the spec removes for good with a DELETE call (spec 001 sections 4 and 7: « A provider and a provider
 * competence type can be permanently deleted », and the DELETE calls of grids, follow-ups, company contacts and
 * taxes, delegates, closings, session details, referentials and their nodes, alerts, registration requests,
 * pedagogy documents, RPP follow-ups and their documents). Other resources with an entity state are archived,
 * never deleted from a screen.
 */
export const HARD_DELETED: ReadonlySet<string> = new Set([
  'prestataires',
  'prestataire_competence_types',
  'etudiant_grille_motivations',
  'entreprise_suivis',
  'entreprise_contacts',
  'entreprise_taxes',
  'antenne_diplome_session_delegues',
  'antenne_fermetures',
  'antenne_diplome_session_details',
  'antenne_diplome_session_detail_stages',
  'antenne_diplome_session_detail_parcours',
  'antenne_diplome_session_detail_evaluations',
  'antenne_referentiels',
  'antenne_referentiel_unite_competences',
  'antenne_referentiel_competences',
  'antenne_referentiel_descripteurs',
  'antenne_referentiel_diplomes',
  'antenne_sequence_contents',
  'antenne_evaluation_contents',
  'global_alertes',
  'external_registration_contacts',
  'antenne_pedagogie_documents',
  'suivi_rpps',
  'document_suivi_rpps',
]);

/**
 * Whether a screen offers « Supprimer »: a resource the spec deletes for good, or one without any state (a
 * DELETE is then its only way out). A resource with a state (groups, sessions, trainees...) changes state.
 */
export function isHardDeleted(view: { model: Pick<ResourceModel, 'name' | 'fields'> }): boolean {
  return HARD_DELETED.has(view.model.name) || !view.model.fields.some((f) => f.name === 'etat');
}
