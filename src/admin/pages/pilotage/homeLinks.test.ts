import { describe, expect, it } from 'vitest';
import { homeLink } from './homeLinks.ts';

describe('homeLink', () => {
  it('opens the filtered list of a count', () => {
    expect(homeLink('documents', { etat: 0, 'date_expiration[before]': '2026-12-25' }))
      .toBe(`/etudiant_documents?filter=${encodeURIComponent('{"etat":0,"date_expiration[before]":"2026-12-25"}')}`);
  });
  it('opens the sign-in sheets page as it is, and the home for an unknown key', () => {
    expect(homeLink('emargements', {})).toBe('/stagiaire/emargement');
    expect(homeLink('inconnu', {})).toBe('/accueil');
  });
});
