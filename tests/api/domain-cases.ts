// Table-driven API checks shared by the domain test files: for each resource, create (201 + Location), read,
// a filter the admin's calls use, update (200), a French 422, isolation from another antenne of the centre
// (antenne-scoped rows) or read-only access (centre-level rows), isolation from another centre, delete (204).
import { describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';

export type Side = Record<string, string>;
export interface Sides {
  /** Fixtures in the antenne of `antenne1@demo.fr` (Marseille). */
  own: Side;
  /** Fixtures in another antenne of the same centre (Nice). */
  other: Side;
}
export interface Tokens {
  admin: string;
  antenne1: string;
  sport: string;
}

export interface CrudCase {
  resource: string;
  scope: 'antenne' | 'cfa';
  body: (side: Side) => Record<string, unknown>;
  /** Query string (without `?`) that must list the created record. */
  filter: (created: Record<string, any>, side: Side) => string;
  patch: Record<string, unknown>;
  bad: (side: Side) => Record<string, unknown>;
  badPath: string;
}

const FRENCH = /Ce champ|Cette valeur|n'existe pas|obligatoire/;

export function crudSuite(ctx: () => { s: TestServer; t: Tokens; sides: Sides }, cases: CrudCase[]): void {
  for (const c of cases) {
    describe(c.resource, () => {
      it('creates, reads, filters, updates and deletes', async () => {
        const { s, t, sides } = ctx();
        const created = await s.req('POST', `/api/${c.resource}`, { token: t.admin, body: c.body(sides.own) });
        expect(created.status, created.text).toBe(201);
        const iri = created.body['@id'] as string;
        expect(created.headers.get('location')).toBe(iri);
        for (const [k, v] of Object.entries(c.body(sides.own))) expect(created.body[k], k).toEqual(v);
        const read = await s.req('GET', iri, { token: t.admin });
        expect(read.status).toBe(200);
        expect(read.body['@id']).toBe(iri);
        const list = await s.req('GET', `/api/${c.resource}?${c.filter(created.body, sides.own)}&pagination=false`, { token: t.admin });
        expect(list.status, list.text).toBe(200);
        const ids = list.body['hydra:member'].map((m: any) => m['@id']);
        expect(ids).toContain(iri);
        const patched = await s.req('PATCH', iri, { token: t.admin, body: c.patch });
        expect(patched.status, patched.text).toBe(200);
        for (const [k, v] of Object.entries(c.patch)) expect(patched.body[k], k).toEqual(v);
        expect((await s.req('DELETE', iri, { token: t.admin })).status).toBe(204);
        expect((await s.req('GET', iri, { token: t.admin })).status).toBe(404);
      });

      it('answers 422 in French on a bad payload', async () => {
        const { s, t, sides } = ctx();
        const res = await s.req('POST', `/api/${c.resource}`, { token: t.admin, body: c.bad(sides.own) });
        expect(res.status, res.text).toBe(422);
        const v = res.body.violations.find((x: any) => x.propertyPath === c.badPath);
        expect(v, JSON.stringify(res.body.violations)).toBeDefined();
        expect(v.message).toMatch(FRENCH);
      });

      it('keeps records from other antennes and other centres', async () => {
        const { s, t, sides } = ctx();
        const mine = await s.req('POST', `/api/${c.resource}`, { token: t.admin, body: c.body(sides.own) });
        expect(mine.status, mine.text).toBe(201);
        expect((await s.req('GET', mine.body['@id'], { token: t.antenne1 })).status).toBe(200);
        expect((await s.req('GET', mine.body['@id'], { token: t.sport })).status).toBe(404);
        expect((await s.req('PATCH', mine.body['@id'], { token: t.sport, body: c.patch })).status).toBe(404);
        expect((await s.req('DELETE', mine.body['@id'], { token: t.sport })).status).toBe(404);
        const sportList = await s.req('GET', `/api/${c.resource}?pagination=false`, { token: t.sport });
        expect(sportList.body['hydra:member'].map((m: any) => m['@id'])).not.toContain(mine.body['@id']);
        if (c.scope === 'cfa') {
          // Centre-level frameworks: an antenne user reads them but does not change them.
          expect((await s.req('PATCH', mine.body['@id'], { token: t.antenne1, body: c.patch })).status).toBe(403);
          expect((await s.req('DELETE', mine.body['@id'], { token: t.antenne1 })).status).toBe(403);
          return;
        }
        const theirs = await s.req('POST', `/api/${c.resource}`, { token: t.admin, body: c.body(sides.other) });
        expect(theirs.status, theirs.text).toBe(201);
        expect((await s.req('GET', theirs.body['@id'], { token: t.antenne1 })).status).toBe(404);
        expect((await s.req('PATCH', theirs.body['@id'], { token: t.antenne1, body: c.patch })).status).toBe(404);
        expect((await s.req('DELETE', theirs.body['@id'], { token: t.antenne1 })).status).toBe(404);
        const list = await s.req('GET', `/api/${c.resource}?pagination=false`, { token: t.antenne1 });
        expect(list.body['hydra:member'].map((m: any) => m['@id'])).not.toContain(theirs.body['@id']);
        const forged = await s.req('POST', `/api/${c.resource}`, { token: t.antenne1, body: c.body(sides.other) });
        expect([403, 422]).toContain(forged.status);
        const own = await s.req('POST', `/api/${c.resource}`, { token: t.antenne1, body: c.body(sides.own) });
        expect(own.status, own.text).toBe(201);
        expect(own.body.antenne).toBe(sides.own.antenne);
      });
    });
  }
}

/** Creates a record as `token` and returns its IRI (fixtures of the suites). */
export async function make(s: TestServer, token: string, resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await s.req('POST', `/api/${resource}`, { token, body });
  if (res.status !== 201) throw new Error(`${resource}: ${res.status} ${res.text}`);
  return res.body['@id'] as string;
}

/** A stored file of the demo centre, as the documents' `file` IRI. The multipart upload of media_objects is
 * not served yet, so the row is written directly (name, type, size and storage id, as an upload would). */
export async function storedFile(s: TestServer, cfaId = 1, name = 'document.pdf'): Promise<string> {
  const res = await s.db.query<{ id: number }>(
    'INSERT INTO media_objects (cfa_id, name, mime_type, size, uuid) VALUES ($1, $2, $3, $4, gen_random_uuid()::text) RETURNING id',
    [cfaId, name, 'application/pdf', 1024],
  );
  return `/api/media_objects/${res.rows[0]!.id}`;
}
