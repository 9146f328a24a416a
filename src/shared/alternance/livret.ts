// The apprentice's booklet (livret d'apprentissage), period by period: what the tutor records in the company (tasks
// against the referential's skills, an appreciation), the CFA's side the trainer adds, and the tutor's signature,
// which closes the company's side. Shared by the server (what it accepts) and the spaces (what they offer).

export interface LivretActivite {
  competence: number | null;
  competence_label: string | null;
  taches: string;
}

export interface LivretPeriodeState {
  activites: LivretActivite[] | null;
  appreciation_tuteur: string | null;
  signe_le: string | null;
}

/** Where a period stands: nothing from the company yet, the company's side written and waiting for the tutor's
 * signature, or signed. */
export type LivretStatut = 'a_remplir' | 'a_signer' | 'signee';

export function livretStatut(p: LivretPeriodeState): LivretStatut {
  if (p.signe_le) return 'signee';
  return (p.activites?.length ?? 0) > 0 || (p.appreciation_tuteur ?? '').trim() !== '' ? 'a_signer' : 'a_remplir';
}

export const LIVRET_STATUTS: Record<LivretStatut, string> = {
  a_remplir: 'À remplir par le tuteur',
  a_signer: 'En attente de la signature du tuteur',
  signee: 'Signée par le tuteur',
};

/** What the tutor must have written before signing a period: at least one task and an appreciation. */
export function signatureProblems(p: LivretPeriodeState): ('activites' | 'appreciation_tuteur')[] {
  const out: ('activites' | 'appreciation_tuteur')[] = [];
  if (!(p.activites ?? []).some((a) => a.taches.trim() !== '')) out.push('activites');
  if ((p.appreciation_tuteur ?? '').trim() === '') out.push('appreciation_tuteur');
  return out;
}
