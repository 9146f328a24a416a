// The agreement wizard's state, pure: the four steps (agreement, sessions, fees, documents), what each step
// refuses before going on, and the body of POST /api/antenne_conventions_assistant (the server saves it in one
// transaction in the spec's order; documents, which carry files, are posted after).
import { entreprisesFr } from '../../i18n/entreprises.ts';

const t = entreprisesFr.agreement;

export interface AgreementDraft {
  type: 0 | 1;
  parent: string;
  convention_number: string;
  name: string;
  entreprise: string;
  date_start: string;
  date_end: string;
  antenne: string;
}
export interface SessionDraft {
  diplome_session: string;
  /** The activity sector (secteurs_activite id as text; '' for none), offered when the profile has hasSectors. */
  antenne_secteur: string;
  date_start: string;
  date_end: string;
  number_of_trainees: string;
}
export interface FeeDraft {
  type_of_fee: number | '';
  number_of_hours: string;
  hourly_cost: string;
}
export interface DocDraft {
  name: string;
  file: File | null;
}
export interface WizardState {
  agreement: AgreementDraft;
  sessions: SessionDraft[];
  fees: FeeDraft[];
  docs: DocDraft[];
}

export const emptyWizard = (antenne = ''): WizardState => ({
  agreement: {
    type: 0,
    parent: '',
    convention_number: '',
    name: '',
    entreprise: '',
    date_start: '',
    date_end: '',
    antenne,
  },
  sessions: [],
  fees: [],
  docs: [],
});
export const emptySession = (): SessionDraft => ({
  diplome_session: '',
  antenne_secteur: '',
  date_start: '',
  date_end: '',
  number_of_trainees: '',
});
export const emptyFee = (type: number | '' = ''): FeeDraft => ({
  type_of_fee: type,
  number_of_hours: '',
  hourly_cost: '',
});

/** "12,5" or "12.5" → 12.5; blank → null; not a number → NaN. */
export function decimal(text: string): number | null {
  const v = text.trim().replace(/\s/g, '').replace(',', '.');
  return v === '' ? null : Number(v);
}

const reversed = (start: string, end: string) => start !== '' && end !== '' && end < start;

/** French problems of a step, keyed by field (`sessions.0.date_end`); empty when the step may be left. */
export function stepProblems(step: number, s: WizardState): Record<string, string> {
  const out: Record<string, string> = {};
  if (step === 0) {
    const a = s.agreement;
    if (a.convention_number.trim() === '') out.convention_number = t.required;
    if (a.antenne === '') out.antenne = t.required;
    if (a.type === 1 && a.parent === '') out.parent = t.required;
    if (reversed(a.date_start, a.date_end)) out.date_end = t.datesReversed;
  }
  if (step === 1)
    s.sessions.forEach((x, i) => {
      if (reversed(x.date_start, x.date_end)) out[`sessions.${i}.date_end`] = t.datesReversed;
    });
  if (step === 2) {
    s.fees.forEach((f, i) => {
      if (f.type_of_fee === '') out[`fees.${i}.type_of_fee`] = t.required;
      for (const k of ['number_of_hours', 'hourly_cost'] as const) {
        const v = decimal(f[k]);
        if (v !== null && (Number.isNaN(v) || v < 0)) out[`fees.${i}.${k}`] = entreprisesFr.agreement.required;
      }
    });
  }
  if (step === 3)
    s.docs.forEach((d, i) => {
      if (d.name.trim() === '') out[`docs.${i}.name`] = t.required;
    });
  return out;
}

const blankless = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== null && v !== undefined));

/** The assistant's body: blanks left out, numbers as numbers, the parent only for an amendment. */
export function assistantBody(s: WizardState): Record<string, unknown> {
  const a = s.agreement;
  return {
    convention: blankless({
      type: a.type,
      parent: a.type === 1 ? a.parent : '',
      convention_number: a.convention_number.trim(),
      name: a.name.trim(),
      entreprise: a.entreprise,
      date_start: a.date_start,
      date_end: a.date_end,
      antenne: a.antenne,
    }),
    sessions: s.sessions.map((x) =>
      blankless({
        diplome_session: x.diplome_session,
        antenne_secteur: x.antenne_secteur === '' ? '' : Number(x.antenne_secteur),
        date_start: x.date_start,
        date_end: x.date_end,
        number_of_trainees: decimal(x.number_of_trainees),
      }),
    ),
    prices: s.fees.map((f) =>
      blankless({
        type_of_fee: f.type_of_fee,
        number_of_hours: decimal(f.number_of_hours),
        hourly_cost: decimal(f.hourly_cost),
      }),
    ),
  };
}
