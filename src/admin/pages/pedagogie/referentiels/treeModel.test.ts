import { describe, expect, it } from 'vitest';
import { descendants, flatten, kindOf, movedOrder, siblingsOf, treeOf, type ReferentielDetail } from './treeModel.ts';

const U = '/api/antenne_referentiel_unite_competences/';
const S = '/api/antenne_referentiel_competences/';
const D = '/api/antenne_referentiel_descripteurs/';
const detail: ReferentielDetail = {
  '@id': '/api/antenne_referentiels/1',
  label: 'BPJEPS',
  type: 'repository',
  editable: true,
  antenne: null,
  unite_competences: [
    {
      '@id': `${U}1`,
      label: 'UC1',
      code: 'UC1',
      competences: [
        { '@id': `${S}1`, label: 'Accueillir', descripteurs: [{ '@id': `${D}1`, label: 'Observe' }] },
        { '@id': `${S}2`, label: 'Informer', descripteurs: [] },
      ],
    },
    { '@id': `${U}2`, label: 'UC2', competences: [] },
  ],
  competences: [{ '@id': `${S}3`, label: 'Hors unité', descripteurs: [] }],
};

describe('treeModel', () => {
  const roots = treeOf(detail);
  const all = flatten(roots);
  it('nests units > skills > descriptors, the skills outside any unit last', () => {
    expect(roots.map((n) => n.label)).toEqual(['UC1 — UC1', 'UC2', 'Hors unité']);
    expect(all.get(`${D}1`)).toMatchObject({ kind: 'DESCRIPTOR', parent: `${S}1` });
    expect(kindOf(`${S}2`)).toBe('SKILL');
  });
  it('moves a node among its siblings of the same kind only', () => {
    expect(movedOrder(roots, all.get(`${S}2`)!, -1)).toEqual([`${S}2`, `${S}1`]);
    expect(movedOrder(roots, all.get(`${S}1`)!, -1)).toBeNull();
    expect(siblingsOf(roots, all.get(`${U}2`)!).map((n) => n.id)).toEqual([`${U}1`, `${U}2`]);
  });
  it('counts what a delete takes with it', () => {
    expect(descendants(all.get(`${U}1`)!)).toBe(3);
    expect(descendants(all.get(`${D}1`)!)).toBe(0);
  });
});
