// The pending changes of a join list (nothing is sent before « Enregistrer »): members picked to add, members
// ticked to remove, and the list they make together. Pure, so the editor's rules are unit-tested.
export type MemberId = string | number;

export interface Pending {
  /** Members picked in the dialog, not yet saved, in the order picked. */
  added: MemberId[];
  /** Current members ticked for removal. */
  removed: MemberId[];
}

export const noChange: Pending = { added: [], removed: [] };

const key = (id: MemberId) => String(id);
const has = (ids: MemberId[], id: MemberId) => ids.some((x) => key(x) === key(id));

/** Adds picked members: one already listed is not added twice; one ticked for removal is kept instead. */
export function addMembers(p: Pending, current: MemberId[], picked: MemberId[]): Pending {
  let { added, removed } = p;
  for (const id of picked) {
    if (has(current, id)) removed = removed.filter((x) => key(x) !== key(id));
    else if (!has(added, id)) added = [...added, id];
  }
  return { added, removed };
}

/** Removes members: a pending addition is simply dropped, a current member is marked for removal. */
export function removeMembers(p: Pending, current: MemberId[], ids: MemberId[]): Pending {
  let { added, removed } = p;
  for (const id of ids) {
    if (has(added, id)) added = added.filter((x) => key(x) !== key(id));
    else if (has(current, id) && !has(removed, id)) removed = [...removed, id];
  }
  return { added, removed };
}

/** Un-marks members ticked for removal (the « Annuler le retrait » of a row). */
export function keepMembers(p: Pending, ids: MemberId[]): Pending {
  return { ...p, removed: p.removed.filter((x) => !has(ids, x)) };
}

/** What saving would do: the list that results (current order, then additions), and the two differences. */
export function diffOf(
  p: Pending,
  current: MemberId[],
): { final: MemberId[]; toAdd: MemberId[]; toRemove: MemberId[] } {
  const toRemove = current.filter((id) => has(p.removed, id));
  const toAdd = p.added.filter((id) => !has(current, id));
  return { final: [...current.filter((id) => !has(p.removed, id)), ...toAdd], toAdd, toRemove };
}

export const hasChanges = (p: Pending, current: MemberId[]): boolean => {
  const d = diffOf(p, current);
  return d.toAdd.length > 0 || d.toRemove.length > 0;
};
