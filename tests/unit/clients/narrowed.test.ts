// Reference lists narrowed by a client profile (src/shared/clients/narrowed.ts), as the admin offers them and
// the API checks them, and the server's reading of the profiles (src/server/clients/profiles.ts): resolved for a
// user's centre and level, and read again when a file changes.
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedIds, isOffered, resolveProfile } from '../../../src/shared/clients/index.ts';
import { clientsDir, loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';
import { profileOfUser } from '../../../src/server/clients/profiles.ts';

const { profiles } = await loadProfilesFromDir();
const resolved = (key: string) => {
  const p = profiles.find((c) => c.key === key)!;
  return resolveProfile(profiles, { cfaId: p.cfa.id, level: 'cfa' })!;
};

describe('narrowed reference lists', () => {
  it('invoice details: the real-estate school offers 1 to 7, not the computer or equipment packs', () => {
    const immobilier = resolved('immobilier');
    expect(allowedIds(immobilier, 'details_facture')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isOffered(immobilier, 'details_facture', 8)).toBe(false);
    expect(isOffered(immobilier, 'details_facture', 3)).toBe(true);
    expect(isOffered(resolved('demo'), 'details_facture', 8)).toBe(true);
  });

  it('interview types: the sports network offers its 12; « not given » and other lists are never narrowed', () => {
    const sport = resolved('sport');
    expect(allowedIds(sport, 'types_entretien')).toHaveLength(12);
    expect(isOffered(sport, 'types_entretien', 8)).toBe(false);
    expect(isOffered(sport, 'types_entretien', null)).toBe(true);
    expect(allowedIds(sport, 'modes_entretien')).toBeUndefined();
    expect(isOffered(sport, undefined, 99)).toBe(true);
  });

  it('document types: a profile\'s list narrows its group; an empty list offers every type of the group', () => {
    const sport = resolved('sport');
    expect(allowedIds(sport, 'types_document_administratif')).toEqual([1, 2, 3, 4, 5, 7, 11, 12, 13, 15, 18, 26]);
    expect(isOffered(sport, 'types_document_administratif', 9)).toBe(false);
    // The sport profile names no pedagogic type: every pedagogic type is offered.
    expect(allowedIds(sport, 'types_document_pedagogique')).toBeUndefined();
    const combined = allowedIds(sport, 'types_document')!;
    expect(combined).toContain(26);
    expect(combined).not.toContain(9);
    expect(combined).toContain(79);
    expect(combined).toContain(113);
    // The demo centre names none: nothing is narrowed.
    const demo = resolved('demo');
    expect(allowedIds(demo, 'types_document_administratif')).toBeUndefined();
    expect(allowedIds(demo, 'types_document')).toBeUndefined();
    expect(isOffered(demo, 'types_document_administratif', 9)).toBe(true);
  });
});

describe('profiles read by the server', () => {
  it('resolve a user by centre and level, and follow an edited file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-clients-'));
    try {
      cpSync(clientsDir, dir, { recursive: true });
      const sportCentre = profiles.find((p) => p.key === 'sport')!.cfa.id;
      expect((await profileOfUser({ cfaId: sportCentre, antenneId: null }, dir))?.entryId).toBe('sport-centre');
      expect((await profileOfUser({ cfaId: sportCentre, antenneId: 5 }, dir))?.entryId).toBe('sport-antenne');
      expect(await profileOfUser({ cfaId: 9999, antenneId: null }, dir)).toBeUndefined();
      const file = join(dir, 'sport.json');
      const sport = JSON.parse(readFileSync(file, 'utf8'));
      sport.common.entretien.interviewsType = [1, 2];
      writeFileSync(file, JSON.stringify(sport));
      const later = new Date(Date.now() + 5000);
      utimesSync(file, later, later);
      expect((await profileOfUser({ cfaId: sportCentre, antenneId: null }, dir))?.entretien.interviewsType).toEqual([1, 2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
