// Discovery of the per-domain demo seeders (src/server/seed/domains/*.ts), so a new domain adds its demo
// data by adding a file, without editing a shared list.
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Queryable } from '../db/index.ts';
import type { Prng } from './prng.ts';

export interface SeededCentre {
  cfaId: number;
  /** The centre's antennes, head office first when it has one. */
  antenneIds: number[];
  /** Key of the centre's client profile (`demo`, `sport`). */
  client: string;
}

export interface DomainSeedContext {
  tx: Queryable;
  rng: Prng;
  centres: SeededCentre[];
}

export type DomainSeeder = (ctx: DomainSeedContext) => Promise<void>;

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'domains');

export async function loadDomainSeeders(): Promise<{ name: string; seed: DomainSeeder }[]> {
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const out: { name: string; seed: DomainSeeder }[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(DIR, file)).href)) as { default?: DomainSeeder };
    if (typeof mod.default !== 'function')
      throw new Error(`Seeder ${file} : export par défaut manquant (DomainSeeder).`);
    out.push({ name: file, seed: mod.default });
  }
  return out;
}
