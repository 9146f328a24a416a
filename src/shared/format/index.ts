// Formats shared by server and admin: pure functions to show, read and validate French values.
export { formatMessages, isBlank, stripSpaces, type FormatValidator } from './messages.ts';
export { formatDateFr, formatDateTimeFr, parseDateFr, validateDateFr, isRealDate, parisToday } from './dates.ts';
export { formatMoney, parseMoney, validateMoney } from './money.ts';
export { formatPhone, normalizePhone, validatePhone } from './phone.ts';
export {
  formatSiren,
  formatSiret,
  formatRegistryNumber,
  normalizeSiret,
  validateSiren,
  validateSiret,
  luhnValid,
  SIREN_LA_POSTE,
} from './siret.ts';
export { formatNir, normalizeNir, nirKey, validateNir } from './nir.ts';
export { formatHoursFr, formatNumberFr, formatTimeFr } from './numbers.ts';
