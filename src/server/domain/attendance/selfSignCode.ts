// The rotating code of a sheet shown as a QR code in the room: an HMAC of the sheet's id and the time step,
// keyed by the server's JWT secret. No state is stored, every API instance sharing the secret computes the same
// code, a code is tied to its sheet (another sheet's is refused) and dies after its step and the next one
// (a photo sent to an absent friend expires within a minute).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { acceptedSelfSignSteps, selfSignStep } from '../../../shared/attendance/index.ts';

const codeOf = (secret: Uint8Array, sheetId: number, step: number): string =>
  createHmac('sha256', secret).update(`emargement:${sheetId}:${step}`).digest('hex').slice(0, 10).toUpperCase();

/** The code shown now for the sheet. */
export const currentSelfSignCode = (secret: Uint8Array, sheetId: number, now = new Date()): string =>
  codeOf(secret, sheetId, selfSignStep(now));

/** Whether `code` is the sheet's code of the current step or the previous one. */
export function selfSignCodeValid(secret: Uint8Array, sheetId: number, code: string, now = new Date()): boolean {
  const given = Buffer.from(code.trim().toUpperCase());
  return acceptedSelfSignSteps(now).some((step) => {
    const expected = Buffer.from(codeOf(secret, sheetId, step));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

// A personal link (distance learning): a code tied to the sheet and one trainee, mailed to it, that does not
// rotate; it signs only for that trainee, and only within the session's signing window (checked by the route).
const personalOf = (secret: Uint8Array, sheetId: number, etudiantId: number): string =>
  `P${createHmac('sha256', secret)
    .update(`emargement-personnel:${sheetId}:${etudiantId}`)
    .digest('hex')
    .slice(0, 15)
    .toUpperCase()}`;

export const personalSelfSignCode = personalOf;

/** Whether `code` is the trainee's personal code for the sheet. */
export function personalSelfSignCodeValid(
  secret: Uint8Array,
  sheetId: number,
  etudiantId: number,
  code: string,
): boolean {
  const given = Buffer.from(code.trim().toUpperCase());
  const expected = Buffer.from(personalOf(secret, sheetId, etudiantId));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
