// A menu screen hidden from this user (antenne level, role) is « Accès refusé »; an unknown path stays unknown.
import { describe, expect, it } from 'vitest';
import { resolveProfile, type Level } from '../../../shared/clients/index.ts';
import { loadProfilesFromDir } from '../../../shared/clients/node-loader.ts';
import { isDeniedCataloguePath } from './deniedPath.ts';

const { profiles } = await loadProfilesFromDir();
const profile = (level: Level) => {
  const p = resolveProfile(profiles, { cfaId: 1, level });
  if (!p) throw new Error('no profile');
  return p;
};

describe('isDeniedCataloguePath', () => {
  it('site settings are refused to an antenne user, even below the path', () => {
    expect(isDeniedCataloguePath('/antenne/parametrage-du-site', profile('antenne'), ['ROLE_USER'])).toBe(true);
    expect(isDeniedCataloguePath('/antenne/parametrage-du-site/12/', profile('antenne'), ['ROLE_USER'])).toBe(true);
  });
  it('invoices are refused to a guest (role-gated section)', () => {
    expect(isDeniedCataloguePath('/facturation/factures', profile('cfa'), ['ROLE_GUEST'])).toBe(true);
  });
  it('the same screens are not refused to a centre administrator', () => {
    expect(isDeniedCataloguePath('/antenne/parametrage-du-site', profile('cfa'), ['ROLE_ADMIN'])).toBe(false);
    expect(isDeniedCataloguePath('/facturation/factures', profile('cfa'), ['ROLE_ADMIN'])).toBe(false);
  });
  it('a path no menu names is not refused (it is unknown)', () => {
    expect(isDeniedCataloguePath('/cette/page/nexiste/pas', profile('antenne'), ['ROLE_USER'])).toBe(false);
    expect(isDeniedCataloguePath('/antenne/parametrage', profile('antenne'), ['ROLE_USER'])).toBe(false);
  });
});
