// The answer the spec's calls expect where it is "204, no content" (spec 001 section 7 "Agreements": PATCH of an
// agreement session, PATCH of a fee's or a session's etat), for the respond hooks of the resources concerned. A
// client that wants the record anyway (the admin's generic forms read it back) says so with the standard
// `Prefer: return=representation` header (RFC 7240) and keeps the generic 200 with the record.
import type { FastifyRequest } from 'fastify';
import type { Answer } from './hooks.ts';

export const wantsRepresentation = (request: FastifyRequest): boolean =>
  /(^|[,;\s])return=representation\b/i.test(String(request.headers.prefer ?? ''));

/** 204 without a body, unless the client prefers the representation. */
export const noContent = (answer: Answer, request: FastifyRequest): Answer =>
  wantsRepresentation(request) ? answer : { status: 204 };

/** Whether a write's body changes the etat only (JSON-LD keys aside): the spec's "PATCH a fee or session etat". */
export function etatOnly(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body).filter((k) => !k.startsWith('@'));
  return keys.length === 1 && keys[0] === 'etat';
}
