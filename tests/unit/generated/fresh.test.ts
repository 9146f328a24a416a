// The committed generated types are what scripts/gen-types.ts produces now: run `npm run gen:types` if not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, generatedDir } from '../../../scripts/gen-types.ts';

describe('src/shared/generated', () => {
  it('is fresh: every schema regenerates to the committed file, and no file is left over', async () => {
    const expected = await generateTypes();
    const committed = readdirSync(generatedDir).filter((f) => f.endsWith('.ts')).sort();
    expect(committed, 'run npm run gen:types').toEqual([...expected.keys()].sort());
    for (const [name, ts] of expected) {
      expect(readFileSync(join(generatedDir, name), 'utf8'), `${name} is stale: run npm run gen:types`).toBe(ts);
    }
  }, 30_000);

  it('carries the schema descriptions as JSDoc', () => {
    const ts = readFileSync(join(generatedDir, 'client-profile.ts'), 'utf8');
    expect(ts).toContain('Numéro de convention visible sur la facturation.');
    expect(ts).toMatch(/canSeeConventionNumberOnFacturation\?: boolean;/);
  });
});
