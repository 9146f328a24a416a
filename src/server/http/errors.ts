// Client-facing errors and their JSON-LD bodies (hydra:Error, ConstraintViolationList), in French.
import type { Violation } from '../schema/validate.ts';

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
export const unauthorized = (m = 'Authentification requise.') => new HttpError(401, m);
export const forbidden = (m = "Vous n'avez pas les droits nécessaires pour cette action.") => new HttpError(403, m);
export const notFound = (m = "La ressource demandée n'existe pas.") => new HttpError(404, m);

/** A 422 from violations, its description joining them as API Platform does ("path: message"). */
export function unprocessable(violations: Violation[]): HttpError {
  const description = violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
  return new HttpError(422, description, violations);
}

export function errorBody(status: number, description: string, violations?: Violation[]): Record<string, unknown> {
  if (violations) {
    return {
      '@context': '/api/contexts/ConstraintViolationList',
      '@type': 'ConstraintViolationList',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description': description,
      status,
      violations,
    };
  }
  return {
    '@context': '/api/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'Une erreur est survenue',
    'hydra:description': description,
    status,
  };
}

/** Fastify's own error codes mapped to a status and a French description. */
export const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Le corps de la requête est trop volumineux.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Le type de contenu de la requête n'est pas pris en charge."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longueur annoncée du corps de la requête est incorrecte.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Le corps de la requête est vide alors que du JSON est attendu.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "Le corps de la requête n'est pas un JSON valide."],
  FST_ERR_BAD_URL: [400, "L'adresse demandée est mal formée."],
};
