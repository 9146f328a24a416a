// Unit tests of the shared antenne scope (`"x-scope": { "antenne": "antenne", "shared": true }`): an antenne
// reads the centre's rows (antenne null) and its own, writes only its own; the centre reads and writes all.
import { describe, expect, it } from 'vitest';
import { createRegistry, isSharedScope, parseScope, toResourceModel } from '../schema/model.ts';
import { createAjv } from '../schema/validate.ts';
import {
  canReadAntenne,
  canReachAntenne,
  canWrite,
  canWriteRow,
  rowWriteRefusal,
  scopeCondition,
  type AuthUser,
} from './access.ts';

const reg = createRegistry();
const res = (n: string) => reg.byName.get(n)!;
const user = (roles: string[], antenneId: number | null = null): AuthUser => ({
  id: 1,
  email: 'x@y.fr',
  cfaId: 7,
  antenneId,
  roles,
});
const antenneUser = user(['ROLE_USER'], 3);
const centreUser = user(['ROLE_ADMIN']);
const TREE = [
  'antenne_referentiels',
  'antenne_referentiel_unite_competences',
  'antenne_referentiel_competences',
  'antenne_referentiel_descripteurs',
];

describe('shared antenne scope', () => {
  it('is the scope of the referentials and of their tree, each with an antenne column', () => {
    for (const n of TREE) {
      expect(res(n).scope, n).toEqual({ antenne: 'antenne', shared: true });
      expect(isSharedScope(res(n)), n).toBe(true);
      expect(res(n).byName.get('antenne')).toMatchObject({
        column: 'antenne_id',
        relation: 'antennes',
        nullable: true,
      });
    }
    expect(isSharedScope(res('etudiants'))).toBe(false);
    expect(res('antenne_referentiel_unite_competences').derive).toEqual({ antenne: 'antenne_referentiel.antenne' });
    expect(res('antenne_referentiel_descripteurs').derive).toEqual({ antenne: 'competence.antenne' });
  });

  it("reads the centre's rows and the own antenne's for an antenne user; the whole centre for a centre user", () => {
    const r = res('antenne_referentiels');
    expect(scopeCondition(antenneUser, r, 1)).toEqual({
      sql: 't.cfa_id = $1 AND (t."antenne_id" IS NULL OR t."antenne_id" = $2)',
      params: [7, 3],
    });
    expect(scopeCondition(antenneUser, r, 4, 'u')).toEqual({
      sql: 'u.cfa_id = $4 AND (u."antenne_id" IS NULL OR u."antenne_id" = $5)',
      params: [7, 3],
    });
    expect(scopeCondition(centreUser, r, 1)).toEqual({ sql: 't.cfa_id = $1', params: [7] });
    // The plain antenne scope keeps the centre's rows out.
    expect(scopeCondition(antenneUser, res('etudiants'), 1).sql).not.toMatch(/IS NULL/);
    expect(canReadAntenne(antenneUser, r, null)).toBe(true);
    expect(canReadAntenne(antenneUser, r, 3)).toBe(true);
    expect(canReadAntenne(antenneUser, r, 4)).toBe(false);
    expect(canReadAntenne(antenneUser, res('etudiants'), null)).toBe(false);
    expect(canReadAntenne(centreUser, r, 4)).toBe(true);
  });

  it("writes only the own antenne's rows for an antenne user, every row for a centre user", () => {
    for (const n of TREE) {
      const r = res(n);
      expect(canWrite(antenneUser, r, 'create'), n).toBe(true);
      expect(canWrite(antenneUser, r, 'delete'), n).toBe(true);
      expect(canWrite(user(['ROLE_GUEST'], 3), r, 'update'), n).toBe(false);
      expect(canWriteRow(antenneUser, r, { antenne_id: 3 }), n).toBe(true);
      expect(canWriteRow(antenneUser, r, { antenne_id: null }), n).toBe(false);
      expect(canWriteRow(antenneUser, r, { antenne_id: 4 }), n).toBe(false);
      expect(canWriteRow(centreUser, r, { antenne_id: null }), n).toBe(true);
      expect(canWriteRow(centreUser, r, { antenne_id: 4 }), n).toBe(true);
    }
    expect(canReachAntenne(antenneUser, null)).toBe(false);
    // Resources without an antenne column are decided by canWrite alone.
    expect(canWriteRow(antenneUser, res('diplomes'), {})).toBe(true);
  });

  it('explains a refused write in French: the centre’s shared row, or another antenne', () => {
    expect(rowWriteRefusal(res('antenne_referentiels'), null)).toMatch(
      /appartient au centre .* seul un utilisateur du centre/,
    );
    expect(rowWriteRefusal(res('antenne_referentiels'), 4)).toMatch(/autre antenne/);
    expect(rowWriteRefusal(res('etudiants'), null)).toMatch(/autre antenne/);
  });
});

describe('x-scope is checked', () => {
  const props = { antenne: { 'x-relation': 'antennes' }, label: { type: 'string' } };
  it('parses the named scopes, the antenne scope and its shared variant', () => {
    expect(parseScope('r', undefined, props)).toBe('cfa');
    expect(parseScope('r', 'antenne-self', props)).toBe('antenne-self');
    expect(parseScope('r', { antenne: 'antenne' }, props)).toEqual({ antenne: 'antenne' });
    expect(parseScope('r', { antenne: 'antenne', shared: false }, props)).toEqual({ antenne: 'antenne' });
    expect(parseScope('r', { antenne: 'antenne', shared: true }, props)).toEqual({ antenne: 'antenne', shared: true });
  });
  it('refuses an unknown scope, a property that is not a relation to antennes, or an unknown key', () => {
    expect(() => parseScope('r', 'antenne', props)).toThrow(/r : x-scope invalide/);
    expect(() => parseScope('r', { antenne: 'label', shared: true }, props)).toThrow(/x-scope invalide/);
    expect(() => parseScope('r', { antenne: 'antenne', shared: 'oui' }, props)).toThrow(/x-scope invalide/);
    expect(() => parseScope('r', { antenne: 'antenne', partage: true }, props)).toThrow(/x-scope invalide/);
    expect(() => toResourceModel({ $id: 'r', properties: props, 'x-scope': 'tout' })).toThrow(/x-scope invalide/);
  });
  it('has a meta-schema: a resource schema with a wrong x-scope does not compile', () => {
    const ajv = createAjv();
    const schema = (scope: unknown) => ({ type: 'object', 'x-scope': scope, properties: {} });
    expect(() => ajv.compile(schema({ antenne: 'antenne', shared: true }))).not.toThrow();
    expect(() => ajv.compile(schema('cfa'))).not.toThrow();
    expect(() => ajv.compile(schema({ antenne: 'antenne', shared: 1 }))).toThrow();
    expect(() => ajv.compile(schema('partagé'))).toThrow();
    for (const n of TREE) expect(() => ajv.compile(res(n).schema), n).not.toThrow();
  });
});
