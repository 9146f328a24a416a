import { describe, expect, it } from 'vitest';
import { documentState, providerDossier } from './providers.ts';

const TODAY = '2026-11-25';
describe("a provider's file", () => {
  it('flags an expired document, a criminal record extract over one month old, one expiring soon', () => {
    expect(documentState({ type: 3, date_expiration: '2026-11-24' }, TODAY)).toEqual({
      state: 'expired',
      until: '2026-11-24',
    });
    expect(documentState({ type: 5, date_document: '2026-09-01' }, TODAY)).toEqual({
      state: 'tooOld',
      until: '2026-10-02',
    });
    expect(documentState({ type: 5, date_document: '2026-11-10' }, TODAY)).toEqual({
      state: 'soon',
      until: '2026-12-11',
    });
    expect(documentState({ type: 3, date_expiration: '2027-06-30' }, TODAY)).toEqual({
      state: 'valid',
      until: '2027-06-30',
    });
    expect(documentState({ type: 1 }, TODAY)).toEqual({ state: 'valid', until: null });
  });
  it("lists a trainer's missing documents and counts the points to settle", () => {
    const dossier = providerDossier(
      { type: 1 },
      [
        { type: 1, name: 'CV' },
        { type: 5, date_document: '2026-08-01' },
        { type: 3, date_expiration: '2025-01-01' },
      ],
      TODAY,
    );
    expect(dossier.missing).toEqual(['Copie des diplômes', "Pièce d'identité"]);
    expect(dossier.problems).toBe(4);
    // A newer extract settles the old one.
    expect(
      providerDossier(
        { type: 2 },
        [
          { type: 5, date_document: '2026-08-01' },
          { type: 5, date_document: '2026-11-20' },
        ],
        TODAY,
      ).problems,
    ).toBe(0);
  });
});
