// Turns an API error answer (hydra:Error, ConstraintViolationList, {message}) into a react-admin HttpError:
// its message is the French description, and violations become field errors (`body.errors`), which
// react-admin shows under the inputs. Violation messages already name their field by its French label.
import { HttpError } from 'react-admin';
import { fr } from '../i18n/fr.ts';

interface Violation {
  propertyPath?: string;
  message?: string;
}

function textOf(body: Record<string, unknown>): string | undefined {
  for (const key of ['hydra:description', 'description', 'detail', 'message', 'hydra:title', 'title']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

export function toHttpError(status: number, body: unknown): HttpError {
  const json = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const violations = Array.isArray(json.violations) ? (json.violations as Violation[]) : [];
  const errors: Record<string, string> = {};
  for (const v of violations) {
    if (v.propertyPath && v.message && !errors[v.propertyPath]) errors[v.propertyPath] = v.message;
  }
  // The notice shows the messages as they are: our server's name their field by its French label ("Code postal :
  // …") or are whole sentences (« La date de rupture est obligatoire. »); a column name (date_rupture) is never
  // put in front of them, users read labels. Each is also under its input.
  // A status the call did not expect with no reason given (a proxy's page, an empty answer): the spec's sentence.
  const message = violations.length
    ? violations
        .map((v) => v.message)
        .filter(Boolean)
        .join(' ; ') ||
      textOf(json) ||
      fr.app.notification.requestFailed
    : (textOf(json) ?? fr.app.notification.requestFailed);
  const payload = violations.length ? { ...json, errors: { ...errors, root: { serverError: message } } } : json;
  return new HttpError(message, status, payload);
}

/** The text of a failed call for the user: its French message (the server's description, see toHttpError), else
 * the fallback, else what was thrown. The one helper of the pages' catch blocks. */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
