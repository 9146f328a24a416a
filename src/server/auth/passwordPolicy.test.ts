// The password rules (finding 5): length first, the shipped common-password list, trivial runs,
// the account's own e-mail; no composition rule (passphrases and the demo password pass).
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordPolicy.ts';
import { canActOnAccount, canGrantRoles, type AuthUser } from './access.ts';

describe('passwordProblem', () => {
  it('refuses too short, too long, common, repeated, sequential and e-mail passwords in French', () => {
    for (const p of [
      'court',
      'x'.repeat(129),
      'password',
      '12345678',
      'azertyuiop',
      'aaaaaaaa',
      '11111111',
      'abcdefgh',
      '98765432',
      'ZYXWVUTS',
    ]) {
      expect(passwordProblem(p), p).toMatch(/mot de passe/i);
    }
    expect(passwordProblem('claire.vasseur', 'Claire.Vasseur@demo.fr')).toMatch(/courriel/);
  });

  it('accepts the demo password, passphrases and any characters, without composition rules', () => {
    for (const p of [
      'demo1234',
      'cheval correct pile agrafe',
      'toutenminuscules',
      'Été à Sète 2025 ☀',
      'a'.repeat(7) + 'b',
    ]) {
      expect(passwordProblem(p, 'admin@demo.fr'), p).toBeUndefined();
    }
  });
});

describe('account ranks', () => {
  const admin: AuthUser = { id: 1, email: 'a@b.fr', cfaId: 1, antenneId: null, roles: ['ROLE_ADMIN'] };
  it('lets a user act on peers and lower ranks only, and grant no role above its own', () => {
    expect(canActOnAccount(admin, ['ROLE_SUPERVISOR'])).toBe(false);
    expect(canActOnAccount(admin, ['ROLE_USER', 'ROLE_SUPERVISOR'])).toBe(false);
    expect(canActOnAccount(admin, ['ROLE_ADMIN'])).toBe(true);
    expect(canActOnAccount(admin, [])).toBe(true);
    expect(canGrantRoles(admin, ['ROLE_SUPERVISOR'])).toBe(false);
    expect(canGrantRoles(admin, ['ROLE_GUEST', 'ROLE_ADMIN'])).toBe(true);
  });
});
