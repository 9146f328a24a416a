// The API documents (/api/docs.json, /api/docs.jsonld) name the address they are read at (the JSON-LD
// vocabulary, the OpenAPI server). They are public, so that address comes from a request header: kept per
// address without bound, 20 invented Host headers used to hold 135 MB. A document is now built once, with a
// marker where the address goes; the marker is replaced on each read (a string replace, no rebuild), and only
// the first DOC_CACHE_MAX addresses keep their finished copy (body, gzip, ETag). Which address a request came
// to follows the Host header, and X-Forwarded-* only behind a trusted proxy (TRUST_PROXY, `trustProxyOf`).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Addresses whose finished document is kept (the public URL and a few others: localhost, a second name). */
export const DOC_CACHE_MAX = 4;
/** Stands for the address in the template: an origin no request has (`.invalid` is reserved). */
export const BASE_MARKER = 'http://adresse-de-l-api.invalid';

export interface CachedDoc {
  body: string;
  etag: string;
  gzip?: Buffer;
}

/** The document for `base`, built once (by `build(marker)`) and filled in per address. */
export function docCache(build: (base: string) => unknown, opts: { gzip?: boolean } = {}) {
  let template: { body: string; etag: string } | undefined;
  const kept = new Map<string, CachedDoc>();
  const made = (base: string): CachedDoc => {
    template ??= (() => {
      const body = JSON.stringify(build(BASE_MARKER));
      return { body, etag: createHash('sha1').update(body).digest('base64url') };
    })();
    // The address inside JSON strings: escaped as JSON would (a Host header is the client's text).
    const body = template.body.replaceAll(BASE_MARKER, JSON.stringify(base).slice(1, -1));
    const etag = `"${template.etag}-${createHash('sha1').update(base).digest('base64url').slice(0, 12)}"`;
    return { body, etag };
  };
  return {
    get(base: string): CachedDoc {
      const hit = kept.get(base);
      if (hit) return hit;
      const doc = made(base);
      if (kept.size < DOC_CACHE_MAX) {
        if (opts.gzip) doc.gzip = gzipSync(doc.body);
        kept.set(base, doc);
      }
      return doc;
    },
    /** How many addresses keep a finished copy (at most DOC_CACHE_MAX). */
    size: () => kept.size,
  };
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset, empty, 0, false or off trusts nobody (the Host header names
 * the address, X-Forwarded-* are ignored); a number trusts that many proxy hops; otherwise the comma-separated
 * addresses or CIDR ranges of the proxies (e.g. `127.0.0.1,10.0.0.0/8`) whose X-Forwarded-* are honoured.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);
export function trustProxyOf(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || ['0', 'false', 'off', 'no'].includes(v.toLowerCase())) return false;
  // Fastify's own reading of a hop count (the nearest `hops` proxies are trusted).
  if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
  return v
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}
