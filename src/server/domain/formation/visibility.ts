// Which diplomas a user's diploma lists show (spec 001 section 6): it depends on the centre's internal-training
// flag (formation_interne) and apprentices-only flag (accept_apprentis_only).
// - a supervisor whose centre has both flags sees the centre's catalogue;
// - a supervisor without internal training sees the branch's diplomas;
// - a non-supervisor whose centre has both flags sees the branch's diplomas;
// - otherwise the user's branch diplomas, or else (no branch to go by) all diplomas of the centre.
// The earlier product made this choice in the browser by calling one of four routes; here it is one pure
// rule the server applies to GET /api/liste_diplomes (and the admin may reuse).

export interface VisibilityInput {
  supervisor: boolean;
  /** The branch to go by: the one asked for (centre-level users), else the user's own; null when none. */
  antenneId: number | null;
  formationInterne: boolean;
  acceptApprentisOnly: boolean;
}

export type DiplomaSource = { kind: 'centre' } | { kind: 'antenne'; antenneId: number };

export function diplomaSource(i: VisibilityInput): DiplomaSource {
  const both = i.formationInterne && i.acceptApprentisOnly;
  if (i.supervisor && both) return { kind: 'centre' };
  // The three other cases of the spec all name the branch; without one, the whole catalogue.
  if (i.antenneId !== null) return { kind: 'antenne', antenneId: i.antenneId };
  return { kind: 'centre' };
}
