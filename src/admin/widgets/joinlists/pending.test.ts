// The pending changes of a join list: what « Ajouter », « Retirer la sélection » and « Garder » do before saving.
import { describe, expect, it } from 'vitest';
import { addMembers, diffOf, hasChanges, keepMembers, noChange, removeMembers } from './pending.ts';

const current = [1, 2, 3];

describe('join list pending changes', () => {
  it('adds the picked members once, after the current ones, and ignores those already listed', () => {
    const p = addMembers(noChange, current, [4, 2, 5, 4]);
    expect(p).toEqual({ added: [4, 5], removed: [] });
    expect(diffOf(p, current)).toEqual({ final: [1, 2, 3, 4, 5], toAdd: [4, 5], toRemove: [] });
    expect(addMembers(p, current, [5, 6]).added).toEqual([4, 5, 6]);
  });

  it('marks current members for removal, and drops a pending addition instead of removing it', () => {
    let p = addMembers(noChange, current, [4]);
    p = removeMembers(p, current, [2, 4, 9]);
    expect(p).toEqual({ added: [], removed: [2] });
    expect(diffOf(p, current)).toEqual({ final: [1, 3], toAdd: [], toRemove: [2] });
  });

  it('keeps a member marked for removal when it is picked again or kept', () => {
    const p = removeMembers(noChange, current, [1, 2]);
    expect(addMembers(p, current, [1]).removed).toEqual([2]);
    expect(keepMembers(p, [2]).removed).toEqual([1]);
  });

  it('compares ids whatever their type (a number from a record, a string from a route)', () => {
    const p = addMembers(noChange, current, ['2', '7']);
    expect(p.added).toEqual(['7']);
    expect(diffOf(removeMembers(p, current, ['3']), current).toRemove).toEqual([3]);
  });

  it('has changes only when something would be sent', () => {
    expect(hasChanges(noChange, current)).toBe(false);
    expect(hasChanges(addMembers(noChange, current, [1]), current)).toBe(false);
    expect(hasChanges(addMembers(noChange, current, [8]), current)).toBe(true);
    // A pending removal of a member that has left meanwhile (the list was reloaded) is no change.
    expect(hasChanges({ added: [], removed: [9] }, current)).toBe(false);
  });
});
