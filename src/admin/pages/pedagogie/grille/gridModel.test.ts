import { describe, expect, it } from 'vitest';
import { cellKey, gridLines, moveCell } from './gridModel.ts';

const U = '/api/antenne_referentiel_unite_competences/';
const S = '/api/antenne_referentiel_competences/';

describe('gridModel', () => {
  it("takes the sequence's nodes as lines, with the units and skills of the shared rule", () => {
    const { lines, units, skills } = gridLines([
      { '@id': '/api/antenne_sequence_contents/1', type_node: 'UNIT', label: 'UC1', unite_competence: `${U}7` },
      {
        '@id': '/api/antenne_sequence_contents/2',
        type_node: 'SKILL',
        label: 'Accueillir',
        unite_competence: `${U}7`,
        competence: `${S}3`,
      },
      {
        '@id': '/api/antenne_sequence_contents/3',
        type_node: 'DESCRIPTOR',
        label: 'Observe',
        unite_competence: `${U}7`,
        competence: `${S}3`,
        descripteur: '/api/antenne_referentiel_descripteurs/4',
      },
    ]);
    expect(lines.map((l) => l.kind)).toEqual(['UNIT', 'SKILL', 'DESCRIPTOR']);
    expect(units).toEqual([7]);
    expect(skills).toEqual([{ competence: 3, unit: 7 }]);
  });
  it('reads 0–3 as scores, Backspace as clearing, arrows as moves', () => {
    expect(cellKey('2')).toEqual({ score: 2 });
    expect(cellKey('4')).toBeNull();
    expect(cellKey('Delete')).toEqual({ score: null });
    expect(cellKey('ArrowRight')).toEqual({ move: [0, 1] });
  });
  it('keeps moves inside the grid', () => {
    expect(moveCell(0, 0, [-1, 0], 3, 5)).toEqual([0, 0]);
    expect(moveCell(2, 4, [0, 1], 3, 5)).toEqual([2, 4]);
    expect(moveCell(1, 1, [1, 0], 3, 5)).toEqual([2, 1]);
  });
});
