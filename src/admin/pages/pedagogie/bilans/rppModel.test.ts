import { describe, expect, it } from 'vitest';
import { addSelected, emptySelection, offerable, readSelection } from './rppModel.ts';

const all = [
  { id: 1, name: 'Travailler en équipe', domaine_titre: 'Savoir-être' },
  { id: 2, name: 'Accueillir un public', domaine_titre: 'Animation' },
  { id: 3, name: 'Communiquer', domaine_titre: 'Savoir-être' },
];

describe('rppModel', () => {
  it('offers only the competences not yet selected, grouped by domain', () => {
    expect(offerable(all, [3])).toEqual([
      ['Animation', [all[1]]],
      ['Savoir-être', [all[0]]],
    ]);
    expect(offerable(all, [1, 2, 3])).toEqual([]);
  });
  it('adds selected competences once', () => {
    const data = addSelected(
      addSelected(emptySelection(), 'domainesCompetences', [1, 2]),
      'domainesCompetences',
      [2, 3, 3],
    );
    expect(data.domainesCompetences.selectedIds).toEqual([1, 2, 3]);
    expect(data.besoinsAttentesFreins.selectedIds).toEqual([]);
  });
  it('reads a stored selection, ids as strings included, missing fields empty', () => {
    const data = readSelection({ domainesCompetences: { selectedIds: ['4', 5], freeText: 'Oral' } });
    expect(data.domainesCompetences).toEqual({ selectedIds: [4, 5], freeText: 'Oral' });
    expect(data.domainesCompetencesParcours).toEqual({ selectedIds: [], freeText: '' });
  });
});
