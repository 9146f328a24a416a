// Unit tests of the request toolkit: one status per kind of mistake (path id 404, query parameter 400, body
// id 422 naming the property), the parameters' parsing, and the write check (guest first, verb by action).
import { describe, expect, it } from 'vitest';
import { toResourceModel } from '../schema/model.ts';
import type { AuthUser } from '../auth/access.ts';
import { HttpError } from './errors.ts';
import * as msg from './messages.ts';
import {
  bodyId,
  bodyObject,
  collection,
  dateParam,
  intParam,
  pagedCollection,
  pathId,
  queryId,
  requiredBodyId,
  requiredParam,
  requireNotGuest,
  requireWrite,
  scopedRow,
} from './request.ts';

/** The HttpError a call throws (fails the test when it throws nothing or something else). */
function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('aucune erreur levée');
}

const q = (s: string) => new URLSearchParams(s);

describe('ids', () => {
  it('a path id is digits within the integer range, anything else a 404', () => {
    expect(pathId('12')).toBe(12);
    for (const bad of ['abc', '0', '-1', '1e3', '12.5', '', '2147483648', '99999999999']) {
      expect([bad, thrown(() => pathId(bad)).status]).toEqual([bad, 404]);
    }
  });

  it('a query parameter id is an IRI of the resource or a bare id, anything else a 400 naming the parameter', () => {
    expect(queryId('antennes', '/api/antennes/4', 'antenne')).toBe(4);
    expect(queryId('antennes', '4', 'antenne')).toBe(4);
    for (const bad of ['/api/diplomes/4', 'x', null, '0']) {
      const e = thrown(() => queryId('antennes', bad, 'antenne'));
      expect(e.status).toBe(400);
      expect(e.message).toBe(msg.request.idParam('antenne'));
    }
  });

  it('a body id is optional, an IRI, a number or a numeric string; anything else a 422 naming the property', () => {
    for (const absent of [undefined, null, ''])
      expect(bodyId('antennes', absent, 'antenne', 'Antenne')).toBeUndefined();
    expect(bodyId('antennes', 7, 'antenne', 'Antenne')).toBe(7);
    expect(bodyId('antennes', '7', 'antenne', 'Antenne')).toBe(7);
    expect(bodyId('antennes', 'http://h/api/antennes/7', 'antenne', 'Antenne')).toBe(7);
    const e = thrown(() => bodyId('antennes', '/api/cfas/7', 'antenne', 'Antenne'));
    expect(e.status).toBe(422);
    expect(e.violations).toEqual([{ propertyPath: 'antenne', message: msg.request.bodyId('Antenne', 'antennes') }]);
  });

  it('a required body id absent is the same 422', () => {
    const e = thrown(() => requiredBodyId('etudiants', undefined, 'etudiant_id', 'Stagiaire'));
    expect(e.status).toBe(422);
    expect(e.violations?.[0]?.propertyPath).toBe('etudiant_id');
  });
});

describe('bodies and parameters', () => {
  it('a body must be a JSON object (400)', () => {
    expect(bodyObject({ a: 1 })).toEqual({ a: 1 });
    for (const bad of [null, [], 'x', 3]) expect(thrown(() => bodyObject(bad)).message).toBe(msg.request.bodyNotObject);
  });

  it('a required parameter absent or blank is a 400 naming it', () => {
    expect(requiredParam(q('antenne=3'), 'antenne')).toBe('3');
    expect(thrown(() => requiredParam(q('antenne=%20'), 'antenne')).message).toBe(
      'Le paramètre « antenne » est obligatoire.',
    );
  });

  it('an integer parameter: absent or empty undefined, an integer or an IRI id, anything else a 400', () => {
    expect(intParam(q(''), 'etat')).toBeUndefined();
    expect(intParam(q('etat='), 'etat')).toBeUndefined();
    expect(intParam(q('etat=-1'), 'etat')).toBe(-1);
    expect(intParam(q('diplome=/api/diplomes/7'), 'diplome')).toBe(7);
    const e = thrown(() => intParam(q('etat=abc'), 'etat'));
    expect([e.status, e.message]).toEqual([400, 'Le paramètre « etat » doit être un nombre entier.']);
    expect(thrown(() => intParam(q('etat=Tous'), 'etat')).status).toBe(400);
  });

  it("an integer filter of the dashboards: aliases, allowed values, and 'all' values meaning no filter", () => {
    expect(intParam(q('sex=2'), ['civility', 'sex'])).toBe(2);
    for (const all of ['Tous', 'toutes', '-1', 'all'])
      expect(intParam(q(`etat=${all}`), 'etat', { all: true })).toBeUndefined();
    expect(intParam(q('etat=1'), 'etat', { allowed: [0, 1], all: true })).toBe(1);
    expect(thrown(() => intParam(q('etat=9'), 'etat', { allowed: [0, 1] })).message).toBe(
      msg.request.paramValue('9', 'etat'),
    );
  });

  it('a date parameter is required, YYYY-MM-DD and a real date', () => {
    expect(dateParam(q('start=2031-04-01'), 'start')).toBe('2031-04-01');
    for (const bad of ['', 'start=x', 'start=2031-4-1', 'start=2031-13-45']) {
      expect(thrown(() => dateParam(q(bad), 'start')).message).toBe(msg.request.dateParam('start'));
    }
  });
});

describe('requireWrite', () => {
  const antenne = { type: ['string', 'null'], 'x-relation': 'antennes' };
  const open = toResourceModel({
    $id: 'essais',
    'x-label': { one: 'Essai', many: 'Essais' },
    'x-scope': { antenne: 'antenne' },
    properties: { antenne },
  });
  const adminsOnly = toResourceModel({
    $id: 'reglages',
    'x-label': { one: 'Réglage', many: 'Réglages' },
    'x-scope': { antenne: 'antenne' },
    'x-write-roles': ['ROLE_ADMIN'],
    properties: { antenne },
  });
  const user = (roles: string[], antenneId: number | null = 3): AuthUser => ({
    id: 1,
    email: 'u@x.fr',
    cfaId: 1,
    antenneId,
    roles,
  });
  const guest = user(['ROLE_GUEST']);

  it('a guest is refused first, with the guest message, whatever the action and the rights', () => {
    for (const r of [open, adminsOnly]) {
      for (const action of ['create', 'update', 'delete'] as const) {
        const e = thrown(() => requireWrite(guest, r, action));
        expect([e.status, e.message]).toEqual([403, msg.access.guestReadOnly]);
      }
    }
    expect(thrown(() => requireNotGuest(guest)).message).toBe(msg.access.guestReadOnly);
    expect(() => requireNotGuest(user(['ROLE_USER']))).not.toThrow();
  });

  it('a missing right names the action by its verb: créer, modifier, supprimer', () => {
    const u = user(['ROLE_USER']);
    expect(thrown(() => requireWrite(u, adminsOnly, 'create')).message).toBe(
      "Vous n'avez pas les droits pour créer cet élément (Réglage).",
    );
    expect(thrown(() => requireWrite(u, adminsOnly, 'update')).message).toBe(
      "Vous n'avez pas les droits pour modifier cet élément (Réglage).",
    );
    expect(thrown(() => requireWrite(u, adminsOnly, 'delete')).message).toBe(
      "Vous n'avez pas les droits pour supprimer cet élément (Réglage).",
    );
    expect(() => requireWrite(u, open, 'delete')).not.toThrow();
  });

  it("with an antenne, another antenne's row is refused; a centre-level user reaches every antenne", () => {
    expect(() => requireWrite(user(['ROLE_USER'], 3), open, 'update', 3)).not.toThrow();
    expect(thrown(() => requireWrite(user(['ROLE_USER'], 3), open, 'update', 4)).message).toBe(msg.access.otherAntenne);
    expect(() => requireWrite(user(['ROLE_ADMIN'], null), open, 'update', 4)).not.toThrow();
  });
});

describe('rows and collections', () => {
  it('a row out of scope (no row found) is a 404', async () => {
    const r = toResourceModel({ $id: 'essais', properties: {} });
    const none = { query: async () => ({ rows: [] }) } as never;
    await expect(
      scopedRow(none, r, { id: 1, email: '', cfaId: 1, antenneId: null, roles: ['ROLE_ADMIN'] }, 5),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("a collection's @id is its path, or the collection IRI of a resource name", () => {
    expect(collection('/api/x/3/y', 'Y', [1, 2])).toMatchObject({
      '@id': '/api/x/3/y',
      'hydra:totalItems': 2,
      'hydra:member': [1, 2],
    });
    expect(collection('essais', 'Essai', [])['@id']).toBe('/api/essais');
  });

  it('a paged collection links its first, last, previous and next pages', () => {
    const page = pagedCollection('/api/x', 'X', q('page=2&itemsPerPage=10&etat=0'), [], 35);
    expect(page['hydra:totalItems']).toBe(35);
    expect(page['hydra:view']).toMatchObject({
      'hydra:first': '/api/x?itemsPerPage=10&etat=0&page=1',
      'hydra:last': '/api/x?itemsPerPage=10&etat=0&page=4',
      'hydra:previous': '/api/x?itemsPerPage=10&etat=0&page=1',
      'hydra:next': '/api/x?itemsPerPage=10&etat=0&page=3',
    });
    expect(thrown(() => pagedCollection('/api/x', 'X', q('page=0'), [], 1)).status).toBe(400);
  });
});
