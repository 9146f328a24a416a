// Enumerations of funding: OPCOs, other financing, funding bodies with an API, and the lists the spec names
// without values (training levels, student situations, financing sources, employee options), spec 000 s. 3.
import type { RefList } from './types.ts';

/** OPCO list, ids 1 to 11: the eleven operators of competences approved since 2019 (alphabetical). */
export const opcos = [
  { id: 1, label: 'AFDAS' },
  { id: 2, label: 'AKTO' },
  { id: 3, label: 'ATLAS' },
  { id: 4, label: 'Constructys' },
  { id: 5, label: 'OCAPIAT' },
  { id: 6, label: 'OPCO 2i' },
  { id: 7, label: 'OPCO Commerce' },
  { id: 8, label: 'OPCO EP' },
  { id: 9, label: 'OPCO Mobilités' },
  { id: 10, label: 'OPCO Santé' },
  { id: 11, label: 'Uniformation' },
] as const satisfies RefList;

/** Other financing, ids 0 to 7 (the spec gives the range only). */
export const autres_financements = [
  { id: 0, label: 'Aucun' },
  { id: 1, label: 'Conseil régional' },
  { id: 2, label: 'France Travail' },
  { id: 3, label: 'Compte personnel de formation (CPF)' },
  { id: 4, label: 'Agefiph' },
  { id: 5, label: 'Employeur (plan de développement des compétences)' },
  { id: 6, label: 'Autofinancement' },
  { id: 7, label: 'Autre' },
] as const satisfies RefList;

/**
 * Funding bodies (OPCOs) reached through an API, identified by their SIREN. The spec says there are four
 * and does not give their numbers nor which OPCOs they are; these four are our choice, and `siren` is left
 * null for the integrator to fill from the Sirene register rather than guessed (a wrong SIREN would route
 * a contract to the wrong body). The API credentials belong in the server configuration, not here.
 */
export const organismes_financeurs = [
  { id: 8, label: 'OPCO EP', siren: null, api: true },
  { id: 2, label: 'AKTO', siren: null, api: true },
  { id: 3, label: 'ATLAS', siren: null, api: true },
  { id: 5, label: 'OCAPIAT', siren: null, api: true },
] as const satisfies RefList;

export const sources_financement = [
  { id: 1, label: 'OPCO' },
  { id: 2, label: 'Financement public' },
  { id: 3, label: 'Employeur' },
  { id: 4, label: 'Financement personnel' },
  { id: 5, label: 'Autre' },
] as const satisfies RefList;

/** Training level reached before entry (statistics "schoolLevel"); the spec names the list only. */
export const niveaux_formation = [
  { id: 1, label: 'Sans diplôme' },
  { id: 2, label: 'CAP, BEP' },
  { id: 3, label: 'Baccalauréat' },
  { id: 4, label: 'Bac+2' },
  { id: 5, label: 'Bac+3 ou Bac+4' },
  { id: 6, label: 'Bac+5 et plus' },
] as const satisfies RefList;

export const situations_etudiant = [
  { id: 1, label: 'Scolaire' },
  { id: 2, label: 'Étudiant' },
  { id: 3, label: "Demandeur d'emploi" },
  { id: 4, label: 'Salarié' },
  { id: 5, label: 'Inactif' },
  { id: 6, label: 'Autre' },
] as const satisfies RefList;

/** Employee options: the kind of employment of a trainee whose status is Salarié. */
export const options_salarie = [
  { id: 1, label: 'CDI' },
  { id: 2, label: 'CDD' },
  { id: 3, label: 'Intérim' },
  { id: 4, label: 'Fonction publique' },
  { id: 5, label: 'Autre' },
] as const satisfies RefList;
