// Client-facing errors and their JSON-LD bodies (hydra:Error, ConstraintViolationList), in French.
import type { Violation } from '../schema/validate.ts';
import * as msg from './messages.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violations?: Violation[],
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m: string = msg.http.authRequired) => new HttpError(401, m);
export const forbidden = (m: string = msg.access.denied) => new HttpError(403, m);
export const notFound = (m: string = msg.http.notFound) => new HttpError(404, m);

/** A 422 from violations, its description joining them as API Platform does ("path: message"). */
export function unprocessable(violations: Violation[]): HttpError {
  const description = violations
    .map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message))
    .join('\n');
  return new HttpError(422, description, violations);
}

export function errorBody(status: number, description: string, violations?: Violation[]): Record<string, unknown> {
  if (violations) {
    return {
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': msg.http.errorTitle,
      'hydra:description': description,
      status,
      violations,
    };
  }
  return {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': msg.http.errorTitle,
    'hydra:description': description,
    status,
  };
}

/** Fastify's own error codes mapped to a status and a French description. */
export const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg.http.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg.http.mediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg.http.contentLength],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg.http.emptyJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg.http.invalidJson],
  FST_ERR_BAD_URL: [400, msg.http.badUrl],
};
