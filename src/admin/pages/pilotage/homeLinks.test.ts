import { describe, expect, it } from 'vitest';
import { homeLink } from './homeLinks.ts';

describe('homeLink', () => {
  it('opens the filtered list of a count', () => {
    expect(homeLink('documents', { etat: 0, 'date_expiration[before]': '2026-12-25' })).toBe(
      `/etudiant_documents?filter=${encodeURIComponent('{"etat":0,"date_expiration[before]":"2026-12-25"}')}`,
    );
  });
  it('opens the trainees still « En formation » three months after entry', () => {
    const filtre = { etat: 0, etat_parcours: 1, 'dt_date_entree[before]': '2026-08-27' };
    expect(homeLink('sans_contrat', filtre)).toBe(`/stagiaires?filter=${encodeURIComponent(JSON.stringify(filtre))}`);
  });
  it("opens the day's sheets to sign and the follow-up page, and the home for an unknown key", () => {
    expect(homeLink('emargements', { jour: '2026-11-27', a_signer: 1 })).toBe(
      '/stagiaire/emargement?jour=2026-11-27&a_signer=1',
    );
    expect(homeLink('suivis', {})).toBe('/post-formation/suivi-stagiaire');
    expect(homeLink('inconnu', {})).toBe('/accueil');
  });
});
