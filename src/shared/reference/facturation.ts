// Invoices and conventions: invoice types and details, convention fee types and convention types
// (spec 000 section 3; spec 001 section 3 "Agreements").
import type { RefList } from './types.ts';

export const types_facture = [
  { id: 1, label: 'Coût pédagogique' },
  { id: 2, label: 'Équipement' },
  { id: 3, label: 'Restauration' },
  { id: 4, label: 'Hébergement' },
  { id: 5, label: 'Aide à la mobilité européenne' },
  { id: 6, label: 'Aide au permis de conduire' },
  { id: 7, label: 'Autre' },
] as const satisfies RefList;

/** Invoice details, in the spec's order: the two packs, the six teaching-pack instalments, the balance. */
export const details_facture = [
  { id: 8, label: 'Pack informatique' },
  { id: 9, label: 'Pack équipement' },
  { id: 1, label: 'Pack pédagogique, échéance 1' },
  { id: 2, label: 'Pack pédagogique, échéance 2' },
  { id: 3, label: 'Pack pédagogique, échéance 3' },
  { id: 4, label: 'Pack pédagogique, échéance 4' },
  { id: 5, label: 'Pack pédagogique, échéance 5' },
  { id: 6, label: 'Pack pédagogique, échéance 6' },
  { id: 7, label: 'Solde ou avoir' },
] as const satisfies RefList;

/**
 * Every convention fee type (the stored `type_of_fee`): the long list 0 to 4 (order 1 to 5) and the two
 * types of the short list, 5 and 6 (order 1 and 2). A client profile with conventions.haveFeeTypeShortList
 * offers the short list, the others the long one; both stay valid and readable everywhere.
 */
export const types_frais = [
  { id: 0, label: 'Formateur', liste: 'longue', ordre: 1 },
  { id: 1, label: 'Jury', liste: 'longue', ordre: 2 },
  { id: 2, label: 'Coordination', liste: 'longue', ordre: 3 },
  { id: 3, label: 'Administratif', liste: 'longue', ordre: 4 },
  { id: 4, label: 'Divers', liste: 'longue', ordre: 5 },
  { id: 5, label: 'Frais de formation', liste: 'courte', ordre: 1 },
  { id: 6, label: 'Frais pédagogiques', liste: 'courte', ordre: 2 },
] as const satisfies RefList;

const byOrder = (a: { ordre: number }, b: { ordre: number }) => a.ordre - b.ordre;
export const types_frais_liste_longue = types_frais.filter((t) => t.liste === 'longue').sort(byOrder) satisfies RefList;
export const types_frais_liste_courte = types_frais.filter((t) => t.liste === 'courte').sort(byOrder) satisfies RefList;

export const types_convention = [
  { id: 0, label: 'Convention' },
  { id: 1, label: 'Avenant' },
] as const satisfies RefList;
