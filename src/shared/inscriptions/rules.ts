// Pure rules of registration and enrolment, shared by the server (the accept,
// refuse and enrol calls) and the admin (the notice of a decision, why no group or session is offered).
import { types_document_administratif } from '../reference/documents.ts';
import { statuts_demande_inscription } from '../reference/pedagogie.ts';

/** Registration request statuses (spec 001 section 9). */
export const DEMANDE_ACCEPTEE = 1;
export const DEMANDE_REFUSEE = 2;

/** Document type a request's attachment takes on the candidate: an administrative type stays, anything else
 * (a pedagogic type, none) becomes « Autre document administratif » (71), the candidate's documents being the
 * administrative ones. */
export const AUTRE_DOCUMENT_ADMINISTRATIF = 71;
export function candidateDocumentType(type: number | null | undefined): number {
  return types_document_administratif.some((t) => t.id === type) ? (type as number) : AUTRE_DOCUMENT_ADMINISTRATIF;
}

/** Candidature origin of a request received from the centre's web form: « Site internet ». */
export const ORIGINE_SITE_INTERNET = 1;

export interface RegistrationRequest {
  antenne_id: number;
  civility: number | null;
  lastname: string;
  firstname: string;
  birthdate: string | null;
  mail: string | null;
  phone_number: string | null;
  city: string | null;
  diplome_id: number | null;
  created_at: string | Date;
}

const day = (value: string | Date): string =>
  (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** The candidate (etudiants row, type 0) an accepted request becomes: the contact's identity, its antenne and
 * wished training; the request's date is the first contact. */
export function candidateFromRequest(req: RegistrationRequest): Record<string, unknown> {
  return {
    type: 0,
    etat: 0,
    civility: req.civility,
    lastname: req.lastname,
    firstname: req.firstname,
    birthdate: req.birthdate,
    mail: req.mail,
    phone_number: req.phone_number,
    city: req.city,
    antenne_id: req.antenne_id,
    diplome_id: req.diplome_id,
    dt_date_first_contact: day(req.created_at),
    candidature_origin: ORIGINE_SITE_INTERNET,
  };
}

/** The colour of the notice after a decision (spec 001 section 4): accepted green, refused red, other blue. */
export function decisionSeverity(status: number | null | undefined): 'success' | 'error' | 'info' {
  return statuts_demande_inscription.find((s) => s.id === status && s.id !== null)?.severity ?? 'info';
}

/** Why a request cannot be accepted or refused any more, or undefined when it can. */
export function decisionRefusal(
  status: number | null | undefined,
  wanted: number,
): 'alreadyAccepted' | 'alreadyRefused' | undefined {
  if (status === DEMANDE_ACCEPTEE) return 'alreadyAccepted';
  if (status === DEMANDE_REFUSEE && wanted === DEMANDE_REFUSEE) return 'alreadyRefused';
  return undefined;
}

export interface PlacementGroup {
  id: number;
  antenne_id: number;
  etat: number | null;
  diplome_session_id: number | null;
}
export interface PlacementSession {
  id: number;
  etat: number | null;
  diplome_id: number;
}

/** Why a trainee cannot be placed in this group and session (undefined: it can). The group must be active and
 * of the trainee's antenne; the session active, of the trainee's wished training when it has one, and the
 * group's own session when the group has one. */
export type PlacementProblem =
  'groupOtherAntenne' | 'groupArchived' | 'sessionArchived' | 'sessionOtherDiploma' | 'sessionNotGroups';
export function placementProblem(
  trainee: { antenne_id: number; diplome_id: number | null },
  group: PlacementGroup,
  session: PlacementSession,
): PlacementProblem | undefined {
  if (group.antenne_id !== trainee.antenne_id) return 'groupOtherAntenne';
  if ((group.etat ?? 0) !== 0) return 'groupArchived';
  if ((session.etat ?? 0) !== 0) return 'sessionArchived';
  if (trainee.diplome_id !== null && session.diplome_id !== trainee.diplome_id) return 'sessionOtherDiploma';
  if (group.diplome_session_id !== null && group.diplome_session_id !== session.id) return 'sessionNotGroups';
  return undefined;
}

/** The groups a candidate can join with one of the offered sessions: those following no session, or one of them
 * (a group following another training's session would be refused: `sessionNotGroups`). */
export function placeableGroups<G extends { diplome_session_id: number | null }>(
  groups: readonly G[],
  sessionIds: readonly number[],
): G[] {
  return groups.filter((g) => g.diplome_session_id === null || sessionIds.includes(g.diplome_session_id));
}

/** Why the enrolment form offers nothing to choose (undefined: it offers something): no active group in the
 * antenne, or no active session (of the wished training when there is one). */
export function noPlacementReason(groups: number, sessions: number): 'noGroup' | 'noSession' | undefined {
  if (groups === 0) return 'noGroup';
  if (sessions === 0) return 'noSession';
  return undefined;
}
