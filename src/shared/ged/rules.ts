// Pure rules of the GED (shared document management), used by the server (moves, versions, default folders)
// and the admin (which folders a move may target, the tree): no I/O here.
import { dossiers_ged } from '../reference/ged.ts';

export type FolderKind = (typeof dossiers_ged)[number]['id'];

/** A folder as the rules read it: its id and its parent's (null for a root). */
export interface FolderLink {
  id: number;
  parent: number | null;
}

/**
 * Whether `target` is `folder` itself or lies in its subtree: a folder cannot be moved there (it would become
 * its own ancestor). Walks up from the target; a cycle already in the data stops the walk (and counts as inside).
 */
export function isSelfOrDescendant(
  parentOf: ReadonlyMap<number, number | null>,
  folder: number,
  target: number,
): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = target; at !== null && at !== undefined; at = parentOf.get(at)) {
    if (at === folder || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** The parent map of a list of folders. */
export const parentMap = (folders: readonly FolderLink[]): Map<number, number | null> =>
  new Map(folders.map((f) => [f.id, f.parent]));

/** The number of a new version: one more than the document's current (highest) one, 1 for the first. */
export function nextVersion(current: number | null | undefined): number {
  return Math.max(0, Math.floor(current ?? 0)) + 1;
}

/** Folders the client offers one per antenne (each antenne's own space); the others are the centre's, shared. */
export const ANTENNE_KINDS: ReadonlySet<FolderKind> = new Set<FolderKind>(['antenne', 'espace_personnel']);

/** A default folder to exist for a centre: its kind, its antenne (null: the centre's) and its name. */
export interface PlannedFolder {
  kind: FolderKind;
  antenne: number | null;
  name: string;
}

/**
 * The default root folders of a centre, from its client profile's `accessRight.gedFolders`: a centre folder
 * for each centre kind (« Centre », « Siège »…), and for each antenne kind one folder per antenne given
 * (« Antenne – Antenne de Nice »). Kinds unknown to the reference list are skipped.
 */
export function plannedFolders(
  kinds: readonly string[],
  antennes: readonly { id: number; name: string }[],
): PlannedFolder[] {
  const out: PlannedFolder[] = [];
  for (const ref of dossiers_ged) {
    if (!kinds.includes(ref.id)) continue;
    if (!ANTENNE_KINDS.has(ref.id)) out.push({ kind: ref.id, antenne: null, name: ref.label });
    else for (const a of antennes) out.push({ kind: ref.id, antenne: a.id, name: `${ref.label} – ${a.name}` });
  }
  return out;
}

export interface TreeNode<T extends FolderLink> {
  folder: T;
  children: TreeNode<T>[];
}

/** The folders as a forest, children sorted by `compare`; a folder whose parent is not in the list is a root
 * (an antenne user sees a subfolder of a centre folder only when it reads that folder too, but stay safe). */
export function buildTree<T extends FolderLink>(folders: readonly T[], compare: (a: T, b: T) => number): TreeNode<T>[] {
  const nodes = new Map(folders.map((f) => [f.id, { folder: f, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parent === null ? undefined : nodes.get(node.folder.parent);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: TreeNode<T>[]) => {
    list.sort((a, b) => compare(a.folder, b.folder));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}
