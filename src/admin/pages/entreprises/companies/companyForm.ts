// The company creation form's state, pure: what the registry lookup fills, what is posted, what is refused
// before posting. The SIRET rule is the shared one (src/shared/entreprises/companyNumbers.ts), as on the server.
import { normalizeSiret, sirenOf, siretProblem } from '../../../../shared/entreprises/companyNumbers.ts';
import { entreprisesFr } from '../../../i18n/entreprises.ts';

/** The fields the form shows (text inputs), in order. */
export const TEXT_FIELDS = [
  'name',
  'enseigne',
  'code_naf',
  'address',
  'address_complement',
  'postal_code',
  'city',
  'phone',
  'mail',
] as const;
/** Fields the registry fills that the form does not show but posts (reference-list codes). */
export const CARRIED_FIELDS = ['secteur_activite', 'forme_juridique', 'statut', 'taille', 'departement'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export interface CompanyForm {
  siret: string;
  text: Record<TextField, string>;
  carried: Partial<Record<(typeof CARRIED_FIELDS)[number], string | number>>;
  is_comptable: boolean;
  antenne: string;
}

export const emptyForm = (antenne = ''): CompanyForm => ({
  siret: '',
  text: Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>,
  carried: {},
  is_comptable: false,
  antenne,
});

/** The registry's answer (GET /api/entreprises_registre) poured into the form; the user's antenne and flag kept. */
export function fromRegistry(form: CompanyForm, answer: Record<string, unknown>): CompanyForm {
  const text = { ...form.text };
  for (const f of TEXT_FIELDS) {
    const v = answer[f];
    if (typeof v === 'string' && v !== '') text[f] = v;
  }
  const carried: CompanyForm['carried'] = {};
  for (const f of CARRIED_FIELDS) {
    const v = answer[f];
    if (typeof v === 'string' || typeof v === 'number') carried[f] = v;
  }
  return { ...form, siret: typeof answer.siret === 'string' ? answer.siret : form.siret, text, carried };
}

/** French problems per field (empty when the form may be posted). */
export function formProblems(form: CompanyForm): Partial<Record<'siret' | 'name' | 'antenne', string>> {
  const out: Partial<Record<'siret' | 'name' | 'antenne', string>> = {};
  const siret = normalizeSiret(form.siret);
  const problem = siret === '' ? null : siretProblem(siret);
  if (problem) out.siret = problem;
  if (form.text.name.trim() === '') out.name = entreprisesFr.create.nameRequired;
  if (form.antenne === '') out.antenne = entreprisesFr.create.antenneRequired;
  return out;
}

/** The body of POST /api/entreprises: blanks left out, the SIRET without its spaces (a SIREN alone is not one). */
export function toBody(form: CompanyForm): Record<string, unknown> {
  const body: Record<string, unknown> = { antenne: form.antenne, is_comptable: form.is_comptable };
  const siret = normalizeSiret(form.siret);
  if (siret.length === 14) body.siret = siret;
  for (const f of TEXT_FIELDS) if (form.text[f].trim() !== '') body[f] = form.text[f].trim();
  for (const [f, v] of Object.entries(form.carried)) if (v !== '' && v !== undefined) body[f] = v;
  return body;
}

export { sirenOf };
