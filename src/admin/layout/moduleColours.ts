// Module colours of spec 000 section 9 (from the shared reference list), keyed by menu section.
import { couleurs_modules } from '../../shared/reference/general.ts';

export const moduleColours: Record<string, string> = {
  ...Object.fromEntries(couleurs_modules.map((m) => [m.id, m.couleur])),
  // Not in the spec's list: a neutral grey for invoicing.
  facturation: '#B8B8B8',
};

/** Spec order of the sections in the menu. */
export const sectionOrder = ['antenne', 'candidature', 'stagiaire', 'pedagogie', 'entreprise', 'stats', 'postformation', 'facturation', 'taxes'];
