import { describe, expect, it } from 'vitest';
import { contentOf, countOf, selectedOf } from './contentModel.ts';
import { treeOf } from '../referentiels/treeModel.ts';

const U = '/api/antenne_referentiel_unite_competences/';
const S = '/api/antenne_referentiel_competences/';
const D = '/api/antenne_referentiel_descripteurs/';
const roots = treeOf({
  '@id': '/api/antenne_referentiels/1',
  label: 'R',
  type: 'repository',
  editable: true,
  antenne: null,
  competences: [],
  unite_competences: [
    {
      '@id': `${U}1`,
      label: 'UC1',
      competences: [
        { '@id': `${S}1`, label: 'C1', descripteurs: [{ '@id': `${D}1`, label: 'D1' }] },
        { '@id': `${S}2`, label: 'C2', descripteurs: [] },
      ],
    },
  ],
});

describe('contentModel', () => {
  it('sends the selection in the tree order, each node by its kind', () => {
    expect(contentOf(roots, [`${S}2`, `${D}1`, `${U}1`])).toEqual([
      { type_node: 'UNIT', unite_competence: `${U}1` },
      { type_node: 'DESCRIPTOR', descripteur: `${D}1` },
      { type_node: 'SKILL', competence: `${S}2` },
    ]);
  });
  it('reads the stored content back as selected IRIs, and counts them', () => {
    const stored = [
      { type_node: 'UNIT', unite_competence: `${U}1` },
      { type_node: 'SKILL', unite_competence: `${U}1`, competence: `${S}1` },
    ];
    expect(selectedOf(stored)).toEqual([`${U}1`, `${S}1`]);
    expect(countOf(selectedOf(stored))).toEqual({ units: 1, skills: 1, descriptors: 0 });
  });
});
