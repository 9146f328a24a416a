// Printing the figures and writing bench/latest.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import type { Figure } from './stats.ts';

export function printFigure(key: string, title: string, f: Figure): void {
  const verdict = f.met ? 'atteint' : 'NON atteint';
  console.log(`${key} ${title} : nous ${f.ours} ${f.unit}, référence ${f.reference} ${f.unit}, ratio ${f.ratio} (cible ${f.target}, ${verdict})`);
  if (f.note) console.log(`   ${f.note}`);
}

export const latestFile = join(repoRoot, 'bench/latest.json');

export function writeLatest(figures: Record<string, unknown>): string {
  writeFileSync(latestFile, `${JSON.stringify(figures, null, 2)}\n`);
  return latestFile;
}
