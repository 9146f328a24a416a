// Public nomenclatures frozen from their packages: regions, departments, NAF divisions, legal forms.
import { describe, expect, it } from 'vitest';
import { referenceLists as r, referenceLabel } from '../../../src/shared/reference/index.ts';

describe('regions and departments', () => {
  it('has the 18 regions with their INSEE code', () => {
    expect(r.regions).toHaveLength(18);
    expect(r.regions.map((x) => x.insee).sort()).toEqual([
      '01', '02', '03', '04', '06', '11', '24', '27', '28', '32', '44', '52', '53', '75', '76', '84', '93', '94',
    ]);
    expect(referenceLabel('regions', '11')).toBe('Île-de-France');
    expect(referenceLabel('regions', '94')).toBe('Corse');
    expect(r.regions.filter((x) => x.outre_mer)).toHaveLength(5);
  });

  it('has departments 01 to 95 (no 20), 2A, 2B, 971 to 974 and 976', () => {
    const expected = [
      ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((c) => c !== '20'),
      '2A', '2B', '971', '972', '973', '974', '976',
    ].sort();
    expect(r.departements.map((d) => d.id).sort()).toEqual(expected);
    expect(referenceLabel('departements', '2A')).toBe('Corse-du-Sud');
    expect(referenceLabel('departements', '976')).toBe('Mayotte');
  });

  it('ties each department to an existing region', () => {
    const regions = new Set(r.regions.map((x) => x.id));
    for (const d of r.departements) expect(regions.has(d.region), d.id).toBe(true);
    expect(r.departements.find((d) => d.id === '75')!.region).toBe('11');
  });
});

describe('activity sectors (NAF divisions)', () => {
  it('has about 90 sectors with ids 1 to 99 and a null "Non renseigné"', () => {
    expect(r.secteurs_activite[0]).toMatchObject({ id: null, label: 'Non renseigné' });
    const ids = r.secteurs_activite.slice(1).map((s) => s.id as number);
    expect(ids).toHaveLength(88);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(99);
    expect(referenceLabel('secteurs_activite', 85)).toBe('Enseignement');
    expect(referenceLabel('secteurs_activite', 93)).toBe('Activités sportives, récréatives et de loisirs');
    expect(r.secteurs_activite.find((s) => s.id === 62)).toMatchObject({ code: '62', section: 'J' });
  });
});

describe('legal forms (INSEE legal categories, level II)', () => {
  it('has about 36 forms with ids 0 to 99, a short and a long name', () => {
    expect(r.formes_juridiques.length).toBeGreaterThanOrEqual(34);
    expect(r.formes_juridiques.length).toBeLessThanOrEqual(40);
    const ids = r.formes_juridiques.map((f) => f.id);
    expect(Math.min(...ids)).toBe(0);
    expect(Math.max(...ids)).toBe(99);
    for (const f of r.formes_juridiques) expect(f.court.length).toBeGreaterThan(0);
  });

  it('has the spec examples: 54 SARL, 57 SAS, 92 association', () => {
    expect(r.formes_juridiques.find((f) => f.id === 54)).toMatchObject({ court: 'SARL' });
    expect(r.formes_juridiques.find((f) => f.id === 57)).toMatchObject({ court: 'SAS', label: 'Société par actions simplifiée' });
    expect(r.formes_juridiques.find((f) => f.id === 92)!.label).toMatch(/^Association/);
  });
});
