import { describe, expect, it } from 'vitest';
import { searchLabel } from './searchFilter.ts';

describe('searchLabel', () => {
  it('names the searched properties in French, lower case, the last after « ou »', () => {
    expect(searchLabel(['Nom', 'Prénom', "Nom d'usage", 'Courriel'])).toBe(
      "Rechercher par nom, prénom, nom d'usage ou courriel",
    );
    expect(searchLabel(['Nom'])).toBe('Rechercher par nom');
  });
});
