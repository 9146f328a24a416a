// Lookup of a user's parameters by centre id and login level (spec 000 section 6), and merge over defaults.
import { describe, expect, it } from 'vitest';
import { cfaIdFromIri, defaultParameters, levelOfUser, resolveForUser, mergeEntry, noProfileMessage, resolveProfile, type ClientProfile } from '../../../src/shared/clients/index.ts';
import { loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

const { profiles } = await loadProfilesFromDir();

describe('resolveProfile', () => {
  it('picks the centre entry or the antenne entry by level', () => {
    expect(resolveProfile(profiles, { cfaId: 2, level: 'cfa' })?.entryId).toBe('sport-centre');
    expect(resolveProfile(profiles, { cfaId: 2, level: 'antenne' })?.entryId).toBe('sport-antenne');
    expect(resolveProfile(profiles, { cfaId: 1, level: 'antenne' })?.entryId).toBe('demo');
  });

  it("gives every level the client's alert thresholds, the defaults where the client sets none", () => {
    expect(defaultParameters.alertes).toEqual({ seuilAbsences: 3, joursFinContrat: 60, joursExpirationDocument: 30 });
    expect(resolveProfile(profiles, { cfaId: 1, level: 'cfa' })?.alertes).toEqual(defaultParameters.alertes);
    for (const level of ['cfa', 'antenne'] as const) {
      expect(resolveProfile(profiles, { cfaId: 2, level })?.alertes).toEqual({ seuilAbsences: 2, joursFinContrat: 90, joursExpirationDocument: 30 });
    }
  });

  it('tells where the parameters came from', () => {
    const p = resolveProfile(profiles, { cfaId: 4, level: 'antenne' });
    expect(p).toMatchObject({ client: 'multi-activites', cfaId: 4, level: 'antenne', testOnly: false });
  });

  it('finds nothing for an unknown centre, and says so in French', () => {
    expect(resolveProfile(profiles, { cfaId: 99, level: 'cfa' })).toBeUndefined();
    expect(noProfileMessage(99)).toBe("Aucun profil client n'est défini pour le centre n° 99 (dossier clients/).");
  });

  it('ignores test-only entries when asked', () => {
    expect(resolveProfile(profiles, { cfaId: 6, level: 'cfa' })?.testOnly).toBe(true);
    expect(resolveProfile(profiles, { cfaId: 6, level: 'cfa' }, { includeTestOnly: false })).toBeUndefined();
  });

  it('serves antenne users of a client that has only a centre entry', () => {
    const single: ClientProfile = { key: 'x', label: 'X', cfa: { id: 50 }, entries: [{ id: 'x', userLogged: ['cfa'] }] };
    expect(resolveProfile([single], { cfaId: 50, level: 'antenne' })?.entryId).toBe('x');
  });
});

describe('user helpers', () => {
  it('read the centre id from the cfa IRI and the level from the antenne', () => {
    expect(cfaIdFromIri('/api/cfas/2')).toBe(2);
    expect(cfaIdFromIri(7)).toBe(7);
    expect(cfaIdFromIri(null)).toBeUndefined();
    expect(levelOfUser({ antenne: '/api/antennes/3' })).toBe('antenne');
    expect(levelOfUser({ antenne: null })).toBe('cfa');
  });
});

describe('resolveForUser', () => {
  it('resolves a /users/me answer, or says in French why it cannot', () => {
    const antenneUser = resolveForUser(profiles, { cfa: '/api/cfas/2', antenne: '/api/antennes/5' });
    expect(antenneUser.ok && antenneUser.profile.entryId).toBe('sport-antenne');
    expect(resolveForUser(profiles, { cfa: '/api/cfas/42', antenne: null })).toEqual({
      ok: false,
      message: "Aucun profil client n'est défini pour le centre n° 42 (dossier clients/).",
    });
    expect(resolveForUser(profiles, { cfa: null })).toEqual({
      ok: false,
      message: "Impossible de lire le centre de l'utilisateur : aucun profil client ne peut être choisi.",
    });
  });
});

describe('mergeEntry', () => {
  it('merges objects key by key, replaces lists, applies common before the entry', () => {
    const merged = mergeEntry(
      { id: 'e', userLogged: ['cfa'], menu: { taxes: [] }, accessRight: { hasGroups: false } },
      { accessRight: { hasGroups: true, hasSectors: true }, denominations: { menuFormation: 'PÉDAGOGIE' } },
    );
    expect(merged.menu.taxes).toEqual([]);
    expect(merged.menu.gestion).toEqual(defaultParameters.menu.gestion);
    expect(merged.accessRight).toMatchObject({ hasGroups: false, hasSectors: true, hasSessions: true });
    expect(merged.denominations).toMatchObject({ menuFormation: 'PÉDAGOGIE', menuGestion: 'GESTION' });
  });

  it('leaves the defaults untouched', () => {
    const before = structuredClone(defaultParameters);
    const merged = mergeEntry({ id: 'e', userLogged: ['cfa'] });
    merged.menu.gestion.pop();
    merged.accessRight.hasGroups = false;
    expect(defaultParameters).toEqual(before);
  });
});
