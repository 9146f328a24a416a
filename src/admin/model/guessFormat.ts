// Which French format (src/admin/formats) a schema property gets when its resource file names none: from
// the JSON Schema format, the pattern, or an obvious property name. Only clear cases; the rest stays text.
import type { FormatName } from '../formats/formats.ts';

export interface FormatHints {
  type?: string | string[];
  format?: string;
  pattern?: string;
  title?: string;
}

const isNumber = (type: FormatHints['type']) =>
  (Array.isArray(type) ? type : [type]).some((t) => t === 'number' || t === 'integer');

export function guessFormat(name: string, prop: FormatHints): FormatName | undefined {
  if (prop.format === 'date') return 'date';
  const pattern = prop.pattern ?? '';
  if (name === 'siret' || name.endsWith('_siret') || pattern.startsWith('^[0-9]{14}')) return 'siret';
  if (name === 'siren' || name.endsWith('_siren') || pattern === '^[0-9]{9}$') return 'siren';
  if (name === 'social_security_number' || name === 'nir' || pattern.startsWith('^[12][0-9]')) return 'nir';
  if (/(^|_)phone(_|$)/.test(name) || /(^|_)telephone(_|$)/.test(name) || pattern.startsWith('^\\+?[0-9 .]'))
    return 'phone';
  if (
    isNumber(prop.type) &&
    (/(^|_)(montant|amount|prix|price|tarif|cout)(_|$)/.test(name) || (prop.title ?? '').includes('€'))
  )
    return 'money';
  return undefined;
}
