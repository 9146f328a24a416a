// A version's unified diff as lines to show: added lines (green), removed lines (red), the hunk headers and
// the unchanged context; the file header lines (---, +++) are dropped, the page names the file already.
export type DiffLineKind = 'added' | 'removed' | 'hunk' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

export function diffLines(diff: string): DiffLine[] {
  return diff
    .split('\n')
    .filter((line, i, all) => !(i === all.length - 1 && line === ''))
    .filter((line) => !line.startsWith('--- ') && !line.startsWith('+++ ') && !line.startsWith('\\ '))
    .map((line): DiffLine => {
      if (line.startsWith('@@')) return { kind: 'hunk', text: line };
      if (line.startsWith('+')) return { kind: 'added', text: line.slice(1) };
      if (line.startsWith('-')) return { kind: 'removed', text: line.slice(1) };
      return { kind: 'context', text: line.startsWith(' ') ? line.slice(1) : line };
    });
}

/** How many lines a version added and removed. */
export function diffCounts(lines: readonly DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((l) => l.kind === 'added').length,
    removed: lines.filter((l) => l.kind === 'removed').length,
  };
}
