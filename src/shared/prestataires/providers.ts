// A provider's file (dossier) as the providers' page shows it (spec 000 trainer documents):
// each document's state (expired past its end date; too old for a type that must be recent, the criminal record
// extract under one month; expiring within 30 days; valid), and the documents a trainer must have that are
// missing. Pure: dates are YYYY-MM-DD, today is given.
import { documents_formateur } from '../reference/prestataires.ts';

export type DocState = 'expired' | 'tooOld' | 'soon' | 'valid';
export interface ProviderDoc {
  type: number;
  name?: string | null;
  date_document?: string | null;
  date_expiration?: string | null;
}

/** Types a trainer's file must hold: CV, diplomas, criminal record extract, identity document. */
export const TRAINER_REQUIRED_TYPES = [1, 2, 5, 6] as const;
export const SOON_DAYS = 30;

const day = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);
const iso = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;

/** A document's state and, when it has one, the last day it is valid. */
export function documentState(doc: ProviderDoc, today: string): { state: DocState; until: string | null } {
  const end = iso(doc.date_expiration);
  const maxAge = documents_formateur.find((t) => t.id === doc.type)?.age_max_jours ?? null;
  const dated = iso(doc.date_document);
  const limit =
    end ?? (maxAge && dated ? new Date((day(dated) + maxAge) * 86_400_000).toISOString().slice(0, 10) : null);
  if (limit === null) return { state: 'valid', until: null };
  const left = day(limit) - day(today);
  if (left < 0) return { state: end ? 'expired' : 'tooOld', until: limit };
  return { state: left <= SOON_DAYS ? 'soon' : 'valid', until: limit };
}

/** Whether a provider is a trainer (type 1 independent trainer, or mission 1 trainer). */
export const isTrainer = (p: { type?: unknown; mission?: unknown }) => p.type === 1 || p.mission === 1;

/** The file's summary: documents with their state, missing required types, number of points to settle. */
export function providerDossier(provider: { type?: unknown; mission?: unknown }, docs: ProviderDoc[], today: string) {
  const states = docs.map((d) => ({ doc: d, ...documentState(d, today) }));
  const valid = new Set(states.filter((s) => s.state === 'valid' || s.state === 'soon').map((s) => s.doc.type));
  const missing = isTrainer(provider) ? TRAINER_REQUIRED_TYPES.filter((t) => !docs.some((d) => d.type === t)) : [];
  const problems =
    states.filter((s) => (s.state === 'expired' || s.state === 'tooOld') && !valid.has(s.doc.type)).length +
    missing.length;
  return { states, missing: missing.map((t) => documents_formateur.find((x) => x.id === t)!.label), problems };
}
