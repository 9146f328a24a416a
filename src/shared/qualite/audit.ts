// Pure rules of the Qualiopi audit pack: the sample of trainee files drawn at random but reproducibly from a
// seed (the same seed over the same trainees draws the same files, so an auditor's sample can be drawn again),
// and the names of the pack's folders and files.
import { seededRandom } from '../random.ts';

/** A seed from what was typed: a number as it is, any other text hashed (FNV-1a, 32 bits). */
export function seedOf(raw: string): number {
  const t = raw.trim();
  if (/^\d{1,9}$/.test(t)) return Number(t);
  let h = 0x811c9dc5;
  for (const c of t) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** `size` ids drawn from `ids` (order of `ids` does not matter: they are sorted first), in the order drawn. */
export function auditSample(ids: readonly number[], size: number, seed: number): number[] {
  const pool = [...new Set(ids)].sort((a, b) => a - b);
  const next = seededRandom(seed);
  const n = Math.min(size, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/** A name safe in every file system: letters without accents, digits, dashes. */
export const slug = (text: string, max = 60) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');

export const criterionFolder = (id: number, label: string) => `critere-${id}-${slug(label, 40)}`;
export const indicatorFile = (id: number) => `indicateur-${String(id).padStart(2, '0')}.csv`;
export const sampleFolder = (rank: number, name: string, id: number) =>
  `echantillon/${String(rank).padStart(2, '0')}-${slug(name, 40) || 'stagiaire'}-${id}`;
