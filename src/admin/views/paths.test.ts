import { describe, expect, it } from 'vitest';
import { pagePathOf, pathsOf } from './paths.ts';

describe('pagePathOf', () => {
  const views: Record<string, { paths: ReturnType<typeof pathsOf> }[]> = {
    // Two views show the trainees: those in training and the candidates (their fixed filter `type`).
    etudiants: [{ paths: pathsOf('candidatures') }, { paths: pathsOf('stagiaires') }],
    etudiant_contrats: [{ paths: pathsOf('stagiaire/contrats') }],
    entreprises: [{ paths: pathsOf('entreprises', { list: 'entreprise/annuaire-entreprise', record: 'entreprise' }) }],
  };
  const viewOf = (resource: string) => views[resource] ?? [];

  it("opens a record's IRI on the page of the view that shows its resource", () => {
    expect(pagePathOf('/api/etudiant_contrats/74', viewOf)).toBe('/stagiaire/contrats/74');
    expect(pagePathOf('/api/entreprises/3', viewOf)).toBe('/entreprise/3');
  });

  it('sends a record two views show to the page that reads it to choose', () => {
    expect(pagePathOf('/api/etudiants/12', viewOf)).toBe('/ouvrir?adresse=%2Fapi%2Fetudiants%2F12');
  });

  it('keeps a page of the admin as it is', () => {
    expect(pagePathOf('/stagiaire/planning', viewOf)).toBe('/stagiaire/planning');
  });

  it('opens nothing elsewhere: another site, an API address that is no record of a shown resource', () => {
    expect(pagePathOf('https://ailleurs.fr', viewOf)).toBeNull();
    expect(pagePathOf('//ailleurs.fr/page', viewOf)).toBeNull();
    expect(pagePathOf('/\\ailleurs.fr/page', viewOf)).toBeNull();
    expect(pagePathOf('/api/etudiant_documents/3', viewOf)).toBeNull();
    expect(pagePathOf('/api/etudiants', viewOf)).toBeNull();
  });
});
