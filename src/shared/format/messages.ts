// French messages of the format validators, in one place so the server and the admin say the same thing.
export const formatMessages = {
  dateFormat: 'La date doit être au format JJ/MM/AAAA.',
  dateInexistante: "Cette date n'existe pas.",
  montant: 'Le montant doit être un nombre avec au plus deux décimales (ex. 1 234,50).',
  telephone:
    "Le numéro de téléphone doit comporter 10 chiffres (ex. 06 12 34 56 78) ou commencer par + et l'indicatif du pays.",
  sirenLongueur: 'Le SIREN doit comporter 9 chiffres.',
  sirenCle: "Le SIREN n'est pas valide : le chiffre de contrôle ne correspond pas.",
  siretLongueur: 'Le SIRET doit comporter 14 chiffres.',
  siretSiren: "Le SIRET n'est pas valide : les 9 premiers chiffres ne forment pas un SIREN valide.",
  siretCle: "Le SIRET n'est pas valide : le chiffre de contrôle ne correspond pas.",
  nirFormat:
    'Le numéro de sécurité sociale doit comporter 15 caractères : 13 ' +
    'chiffres (2A ou 2B pour la Corse) et une clé de 2 chiffres.',
  nirSexe: 'Le numéro de sécurité sociale doit commencer par 1 (homme) ou 2 (femme).',
  nirCle: 'La clé du numéro de sécurité sociale ne correspond pas : vérifiez le numéro.',
} as const;

/** A validator: null when the value is acceptable (an empty value is: "required" is a separate rule). */
export type FormatValidator = (value: string | null | undefined) => string | null;

/** Whether a raw input is empty (null, undefined, or only spaces). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Removes every kind of space, including the no-break and narrow no-break spaces Intl writes. */
export function stripSpaces(value: string): string {
  return value.replace(/[\s\u00a0\u202f]/g, '');
}
