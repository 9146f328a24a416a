// The spec's duplicate ids (absence reasons 19, diploma type 5): stored values stay valid and readable,
// both labels are distinguishable, and inputs never offer the ambiguous id.
import { describe, expect, it } from 'vitest';
import {
  referenceLists as r, referenceChoices, referenceIds, referenceLabel,
} from '../../../src/shared/reference/index.ts';

describe('absence reasons', () => {
  it('has every reason the spec names, sanctions and work accidents for centre and company', () => {
    const labels = r.raisons_absence.map((i) => i.label);
    for (const expected of [
      'Absence injustifiée (centre)', 'Absence injustifiée (entreprise)', 'Absence justifiée (centre)',
      'Sanction (centre)', 'Sanction (entreprise)', 'Accident du travail (centre)',
      'Accident du travail (entreprise)', 'Hors activité pédagogique', 'Arrêt maladie', 'Congés payés',
      'Exclusion', 'Fête religieuse', 'Libéré', 'Maternité', 'Mise à pied', 'Recherche de stage', 'Rendez-vous',
      'Repos hebdomadaire', 'Retard', 'Suspension de formation',
    ]) expect(labels).toContain(expected);
  });

  it('covers every spec id 1 to 19, the last one being 19', () => {
    const specIds = r.raisons_absence.filter((i) => !('ancien_id' in i)).map((i) => i.id);
    expect(specIds).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it('keeps a stored 19 valid and names both meanings, and gives each its own id', () => {
    expect(referenceIds('raisons_absence')).toContain(19);
    expect(referenceLabel('raisons_absence', 19)).toMatch(/Exclusion.*fête religieuse/i);
    expect(referenceLabel('raisons_absence', 20)).toBe('Exclusion');
    expect(referenceLabel('raisons_absence', 21)).toBe('Fête religieuse');
    const offered = referenceChoices('raisons_absence');
    expect(offered.map((c) => c.id)).not.toContain(19);
    expect(offered.map((c) => c.label)).toEqual(expect.arrayContaining(['Exclusion', 'Fête religieuse']));
    expect(new Set(offered.map((c) => c.label)).size).toBe(offered.length);
    // Editing an old record that holds 19 still shows it, next to the two precise reasons.
    expect(referenceChoices('raisons_absence', 19).map((c) => c.id)).toEqual(expect.arrayContaining([19, 20, 21]));
    expect(referenceChoices('raisons_absence', 20).map((c) => c.id)).not.toContain(19);
  });
});

describe('diploma types', () => {
  it('has 0 CPJEPS to 4 Titre Pro as the spec gives them', () => {
    expect(r.types_diplome.slice(0, 5).map((i) => [i.id, i.label])).toEqual([
      [0, 'CPJEPS'], [1, 'BPJEPS'], [2, 'DEJEPS'], [3, 'DESJEPS'], [4, 'Titre Pro'],
    ]);
  });

  it('keeps a stored 5 valid and readable, and distinguishes Titre à Finalité from CQP', () => {
    expect(referenceIds('types_diplome')).toContain(5);
    expect(referenceLabel('types_diplome', 5)).toMatch(/Titre à Finalité.*CQP/);
    const offered = referenceChoices('types_diplome');
    expect(offered.map((c) => c.id)).not.toContain(5);
    const tf = offered.find((c) => c.label === 'Titre à Finalité');
    const cqp = offered.find((c) => c.label === 'CQP');
    expect(tf && cqp && tf.id !== cqp.id).toBe(true);
    expect(tf!.ancien_id).toBe(5);
    expect(cqp!.ancien_id).toBe(5);
  });
});
