// The referential detail (antenne_referentiel_detail) as the tree editor shows it: units > skills >
// descriptors (skills outside any unit last), each node named by its IRI, with its kind, parent and siblings
// so that add, move and delete know what to send. Pure, unit-tested (treeModel.test.ts).
export type NodeKind = 'UNIT' | 'SKILL' | 'DESCRIPTOR';

interface ApiNode {
  '@id': string;
  label: string;
  code?: string | null;
  ordre?: number | null;
}
export interface ReferentielDetail extends ApiNode {
  type: string;
  editable: boolean;
  antenne: string | null;
  etat?: number;
  unite_competences: (ApiNode & { competences: (ApiNode & { descripteurs: ApiNode[] })[] })[];
  competences: (ApiNode & { descripteurs: ApiNode[] })[];
}

export interface TreeNode {
  id: string;
  label: string;
  name: string;
  code: string;
  kind: NodeKind;
  parent: string | null;
  children: TreeNode[];
}

const KIND_OF_PATH: Record<string, NodeKind> = {
  antenne_referentiel_unite_competences: 'UNIT',
  antenne_referentiel_competences: 'SKILL',
  antenne_referentiel_descripteurs: 'DESCRIPTOR',
};
/** The kind of a node from its IRI (/api/<resource>/<id>). */
export const kindOf = (iri: string): NodeKind => KIND_OF_PATH[iri.split('/').at(-2) ?? ''] ?? 'UNIT';

const raw = (n: ApiNode) => ({ name: n.label, code: n.code ?? '' });
const text = (n: ApiNode) => (n.code ? `${n.code} — ${n.label}` : n.label);

export function treeOf(detail: ReferentielDetail): TreeNode[] {
  const skill = (s: ReferentielDetail['competences'][number], parent: string | null): TreeNode => ({
    id: s['@id'],
    label: text(s),
    ...raw(s),
    kind: 'SKILL',
    parent,
    children: s.descripteurs.map((d) => ({
      id: d['@id'],
      label: text(d),
      ...raw(d),
      kind: 'DESCRIPTOR',
      parent: s['@id'],
      children: [],
    })),
  });
  return [
    ...detail.unite_competences.map((u) => ({
      id: u['@id'],
      label: text(u),
      ...raw(u),
      kind: 'UNIT' as const,
      parent: null,
      children: u.competences.map((s) => skill(s, u['@id'])),
    })),
    ...detail.competences.map((s) => skill(s, null)),
  ];
}

/** Every node by id, depth first. */
export function flatten(nodes: TreeNode[], out = new Map<string, TreeNode>()): Map<string, TreeNode> {
  for (const n of nodes) {
    out.set(n.id, n);
    flatten(n.children, out);
  }
  return out;
}

/** The node's siblings of the same kind, itself included, in order. */
export function siblingsOf(roots: TreeNode[], node: TreeNode): TreeNode[] {
  const all = flatten(roots);
  const list = node.parent === null ? roots : (all.get(node.parent)?.children ?? []);
  return list.filter((n) => n.kind === node.kind);
}

/** The ids in their new order after moving `node` by `delta` (-1 up, +1 down); null when it cannot move. */
export function movedOrder(roots: TreeNode[], node: TreeNode, delta: -1 | 1): string[] | null {
  const ids = siblingsOf(roots, node).map((n) => n.id);
  const i = ids.indexOf(node.id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return ids;
}

/** How many nodes go with this one when it is deleted. */
export const descendants = (node: TreeNode): number => node.children.reduce((n, c) => n + 1 + descendants(c), 0);

/** The `ordre` a new child gets: after the last of its future siblings. */
export const nextOrder = (siblings: TreeNode[]): number => siblings.length + 1;
