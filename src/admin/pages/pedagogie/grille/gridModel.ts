// The evaluation grid's model: the sequence's nodes as rows (units computed, skills scored,
// descriptors shown), the skills and units the shared rule needs, the key a score cell understands and where
// the arrows lead. Pure, unit-tested (gridModel.test.ts).
import { idOf } from '../../../../shared/iri.ts';
import type { GridSkill } from '../../../../shared/pedagogie/grid.ts';

export interface SequenceNode {
  '@id': string;
  type_node: string;
  label: string | null;
  unite_competence?: string | null;
  competence?: string | null;
  descripteur?: string | null;
}
export interface GridLine {
  key: string;
  kind: 'UNIT' | 'SKILL' | 'DESCRIPTOR';
  label: string;
  unit: number | null;
  skill: number | null;
}

const id = (iri: string | null | undefined): number | null => {
  const v = iri ? idOf(iri) : null;
  return v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);
};

export function gridLines(nodes: SequenceNode[]): { lines: GridLine[]; units: number[]; skills: GridSkill[] } {
  const lines = nodes.map((n) => ({
    key: n['@id'],
    kind: (n.type_node === 'UNIT' || n.type_node === 'SKILL' ? n.type_node : 'DESCRIPTOR') as GridLine['kind'],
    label: n.label ?? '',
    unit: id(n.unite_competence),
    skill: n.type_node === 'SKILL' ? id(n.competence) : null,
  }));
  return {
    lines,
    units: lines.filter((l) => l.kind === 'UNIT' && l.unit !== null).map((l) => l.unit!),
    skills: lines
      .filter((l) => l.kind === 'SKILL' && l.skill !== null)
      .map((l) => ({ competence: l.skill!, unit: l.unit })),
  };
}

/** What a key typed in a score cell does: a score, a clearing, a move, or nothing. */
export type CellKey = { score: 0 | 1 | 2 | 3 | null } | { move: [number, number] } | null;
export function cellKey(key: string): CellKey {
  if (/^[0-3]$/.test(key)) return { score: Number(key) as 0 | 1 | 2 | 3 };
  if (key === 'Backspace' || key === 'Delete') return { score: null };
  const moves: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
    Enter: [1, 0],
  };
  return moves[key] ? { move: moves[key] } : null;
}

/** The cell reached from (row, col) by `delta`, kept inside the grid of `rows` × `cols` score cells. */
export function moveCell(
  row: number,
  col: number,
  delta: [number, number],
  rows: number,
  cols: number,
): [number, number] {
  return [Math.min(rows - 1, Math.max(0, row + delta[0])), Math.min(cols - 1, Math.max(0, col + delta[1]))];
}
