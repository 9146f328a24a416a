// A sequence's content as the picker holds it: the referential's node IRIs selected, sent in the tree's order
// as the spec's nodes ({ type_node, unite_competence | competence | descripteur }). Pure, unit-tested.
import { flatten, kindOf, type NodeKind, type TreeNode } from '../referentiels/treeModel.ts';

const PROP: Record<NodeKind, string> = { UNIT: 'unite_competence', SKILL: 'competence', DESCRIPTOR: 'descripteur' };

export interface StoredNode {
  type_node: string;
  unite_competence?: string | null;
  competence?: string | null;
  descripteur?: string | null;
}

/** The node IRIs a stored content selects. */
export const selectedOf = (content: StoredNode[]): string[] =>
  content
    .map((c) => (c.type_node === 'UNIT' ? c.unite_competence : c.type_node === 'SKILL' ? c.competence : c.descripteur))
    .filter((v): v is string => typeof v === 'string');

/** The nodes to send for a selection, in the tree's order (units before their skills, skills before descriptors). */
export function contentOf(roots: TreeNode[], selected: readonly string[]): Record<string, string>[] {
  const chosen = new Set(selected);
  return [...flatten(roots).keys()]
    .filter((id) => chosen.has(id))
    .map((id) => ({ type_node: kindOf(id), [PROP[kindOf(id)]]: id }));
}

export function countOf(selected: readonly string[]): Record<'units' | 'skills' | 'descriptors', number> {
  const kinds = selected.map(kindOf);
  return {
    units: kinds.filter((k) => k === 'UNIT').length,
    skills: kinds.filter((k) => k === 'SKILL').length,
    descriptors: kinds.filter((k) => k === 'DESCRIPTOR').length,
  };
}
