import { describe, expect, it } from 'vitest';
import { livretStatut, signatureProblems } from './livret.ts';

const task = {
  competence: 3,
  competence_label: 'Conduire une séance',
  taches: 'Animation du cours collectif du mardi',
};

describe('livret d’apprentissage', () => {
  it('a period is to fill, then waits for the signature once the company side is written, then is signed', () => {
    expect(livretStatut({ activites: [], appreciation_tuteur: ' ', signe_le: null })).toBe('a_remplir');
    expect(livretStatut({ activites: [task], appreciation_tuteur: null, signe_le: null })).toBe('a_signer');
    expect(livretStatut({ activites: [], appreciation_tuteur: 'Bon début', signe_le: null })).toBe('a_signer');
    expect(livretStatut({ activites: [task], appreciation_tuteur: 'Bien', signe_le: '2026-11-20T10:00:00Z' })).toBe(
      'signee',
    );
  });
  it('signing asks for a task and an appreciation', () => {
    expect(signatureProblems({ activites: [], appreciation_tuteur: '', signe_le: null })).toEqual([
      'activites',
      'appreciation_tuteur',
    ]);
    expect(
      signatureProblems({ activites: [{ ...task, taches: ' ' }], appreciation_tuteur: 'Bien', signe_le: null }),
    ).toEqual(['activites']);
    expect(signatureProblems({ activites: [task], appreciation_tuteur: 'Bien', signe_le: null })).toEqual([]);
  });
});
