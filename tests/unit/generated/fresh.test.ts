// The committed generated types are what scripts/gen-types.ts produces now: run `npm run gen:types` if not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, generatedDir, recordTypeName } from '../../../scripts/gen-types.ts';

describe('src/shared/generated', () => {
  it('is fresh: every schema regenerates to the committed file, and no file is left over', async () => {
    const expected = await generateTypes();
    const committed = readdirSync(generatedDir).filter((f) => f.endsWith('.ts')).sort();
    expect(committed, 'run npm run gen:types').toEqual([...expected.keys()].sort());
    for (const [name, ts] of expected) {
      expect(readFileSync(join(generatedDir, name), 'utf8'), `${name} is stale: run npm run gen:types`).toBe(ts);
    }
  }, 30_000);

  it('maps each resource to its root record type, not to a property type declared before it', () => {
    const index = readFileSync(join(generatedDir, 'index.ts'), 'utf8');
    expect(index).toContain('  rgpd_demandes: RgpdDemande;');
    expect(index).toContain('  suivi_rpps: SuiviRpp;');
    expect(index).toContain('  livret_periodes: LivretPeriode;');
    expect(index).toContain('  etudiants: Etudiant;');
    const nested =
      'export type Detail = {} | null;\nexport type Tasks = {\n  a: string;\n};\nexport interface Root {\n';
    expect(recordTypeName(nested)).toBe('Root');
    expect(recordTypeName('export type Alias = {} | null;\nexport type Root = {\n  a: string;\n};\n')).toBe('Root');
  });

  it('carries the schema descriptions as JSDoc', () => {
    const ts = readFileSync(join(generatedDir, 'client-profile.ts'), 'utf8');
    expect(ts).toContain('Numéro de convention visible sur la facturation.');
    expect(ts).toMatch(/canSeeConventionNumberOnFacturation\?: boolean;/);
  });
});
