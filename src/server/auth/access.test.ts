// Unit tests of the access decision: roles, guest, write roles, centre-level vs antenne-level users.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../schema/model.ts';
import { canGrantRoles, canReachAntenne, canWrite, scopeCondition, type AuthUser } from './access.ts';

const reg = createRegistry();
const res = (n: string) => reg.byName.get(n)!;
const user = (roles: string[], antenneId: number | null = null): AuthUser => ({
  id: 1,
  email: 'x@y.fr',
  cfaId: 7,
  antenneId,
  roles,
});

describe('canWrite', () => {
  it('refuses every write to a guest', () => {
    for (const r of reg.resources) expect(canWrite(user(['ROLE_GUEST']), r, 'create')).toBe(false);
  });
  it('follows x-write-roles', () => {
    expect(canWrite(user(['ROLE_USER']), res('users'), 'create')).toBe(false);
    expect(canWrite(user(['ROLE_ADMIN']), res('users'), 'create')).toBe(true);
    expect(canWrite(user(['ROLE_COORDINATOR']), res('antennes'), 'create')).toBe(true);
    expect(canWrite(user(['ROLE_USER']), res('antennes'), 'update')).toBe(false);
  });
  it('keeps centre-level resources to centre-level users', () => {
    expect(canWrite(user(['ROLE_USER']), res('diplomes'), 'create')).toBe(true);
    expect(canWrite(user(['ROLE_USER'], 3), res('diplomes'), 'create')).toBe(false);
    expect(canWrite(user(['ROLE_USER'], 3), res('etudiants'), 'create')).toBe(true);
    expect(canWrite(user(['ROLE_ADMIN'], 3), res('antennes'), 'create')).toBe(false);
    expect(canWrite(user(['ROLE_ADMIN'], 3), res('antennes'), 'update')).toBe(true);
  });
  it('never lets anyone create or delete a centre through the API', () => {
    expect(canWrite(user(['ROLE_SUPERVISOR']), res('cfas'), 'create')).toBe(false);
    expect(canWrite(user(['ROLE_SUPERVISOR']), res('cfas'), 'delete')).toBe(false);
    expect(canWrite(user(['ROLE_SUPERVISOR']), res('cfas'), 'update')).toBe(true);
  });
});

describe('scope', () => {
  it('lets antenne-level users reach only their antenne', () => {
    expect(canReachAntenne(user(['ROLE_USER'], 3), 3)).toBe(true);
    expect(canReachAntenne(user(['ROLE_USER'], 3), 4)).toBe(false);
    expect(canReachAntenne(user(['ROLE_USER'], 3), null)).toBe(false);
    expect(canReachAntenne(user(['ROLE_ADMIN']), 4)).toBe(true);
  });
  it('builds SQL conditions per x-scope', () => {
    expect(scopeCondition(user(['ROLE_USER'], 3), res('etudiants'), 1)).toEqual({
      sql: 't.cfa_id = $1 AND t."antenne_id" = $2',
      params: [7, 3],
    });
    expect(scopeCondition(user(['ROLE_ADMIN']), res('etudiants'), 1)).toEqual({ sql: 't.cfa_id = $1', params: [7] });
    expect(scopeCondition(user(['ROLE_USER'], 3), res('diplomes'), 1)).toEqual({ sql: 't.cfa_id = $1', params: [7] });
    expect(scopeCondition(user(['ROLE_USER'], 3), res('antennes'), 2)).toEqual({
      sql: 't.cfa_id = $2 AND t."id" = $3',
      params: [7, 3],
    });
    expect(scopeCondition(user(['ROLE_USER'], 3), res('cfas'), 1)).toEqual({ sql: 't.id = $1', params: [7] });
  });
});

describe('canGrantRoles', () => {
  it('grants only roles at or below the own highest role', () => {
    expect(canGrantRoles(user(['ROLE_ADMIN']), ['ROLE_USER', 'ROLE_COORDINATOR'])).toBe(true);
    expect(canGrantRoles(user(['ROLE_ADMIN']), ['ROLE_SUPERVISOR'])).toBe(false);
    expect(canGrantRoles(user(['ROLE_SUPERVISOR']), ['ROLE_SUPERVISOR'])).toBe(true);
    expect(canGrantRoles(user(['ROLE_ADMIN']), undefined)).toBe(true);
  });
});
