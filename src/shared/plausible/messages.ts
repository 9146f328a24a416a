// French wording of the plausibility rules (src/shared/plausible), one text for the server's violations and the
// admin's field errors. Every message names the field by its French label (schema `title`).
import { formatDateFr } from '../format/dates.ts';

const fmtNumber = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(n);

/** Hints of the schemas' patterns, so that a refused value says what is expected (postal code, SIRET…). */
export const PATTERN_HINTS: Record<string, string> = {
  '^[0-9]{5}$': 'Un code postal compte 5 chiffres (ex. 13001).',
  '^[0-9]{14}$': 'Un SIRET compte 14 chiffres.',
  '^[0-9]{7}[A-Z]$': 'Un code UAI compte 7 chiffres suivis d’une lettre majuscule (ex. 0131234A).',
  '^\\+?[0-9 .]{6,20}$': 'Un numéro de téléphone compte de 6 à 20 chiffres, espaces ou points, précédés ou non de +.',
  '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$': 'Une heure s’écrit HH:MM (ex. 08:30).',
  '^#[0-9a-fA-F]{6}$': 'Une couleur s’écrit #RRVVBB (ex. #1E88E5).',
  '^[a-z0-9_-]+$': 'Seuls les minuscules, chiffres, tirets et soulignés sont permis.',
  '^[0-9]{2}\\.?[0-9]{2}[A-Z]$': 'Un code NAF s’écrit 4 chiffres et une lettre (ex. 62.01Z).',
  '^[0-9]{1,4}$': 'Un code IDCC compte 1 à 4 chiffres.',
};

export const plausibleMessages = {
  /** Prefix of every violation: "Code postal : …". */
  named: (label: string, message: string) => `${label} : ${message}`,
  after: (other: string) => `Cette valeur ne peut pas précéder « ${other} ».`,
  dateFuture: 'Cette date ne peut pas être dans le futur.',
  dateBefore: (min: string) => `Cette date ne peut pas être antérieure au ${formatDateFr(min)}.`,
  dateAfter: (max: string) => `Cette date ne peut pas être postérieure au ${formatDateFr(max)}.`,
  email: "Cette valeur n'est pas une adresse électronique valide (nom@domaine.fr).",
  pattern: (pattern: string) => `Cette valeur n'a pas le format attendu. ${PATTERN_HINTS[pattern] ?? ''}`.trim(),
  minimum: (n: number) =>
    n === 0
      ? 'Cette valeur ne peut pas être négative.'
      : `Cette valeur doit être supérieure ou égale à ${fmtNumber(n)}.`,
  maximum: (n: number) => `Cette valeur doit être inférieure ou égale à ${fmtNumber(n)}.`,
  unknownFields: (names: string[]) =>
    names.length === 1
      ? `Le champ « ${names[0]} » n'existe pas sur cette ressource.`
      : `Les champs ${names.map((n) => `« ${n} »`).join(', ')} n'existent pas sur cette ressource.`,
} as const;
