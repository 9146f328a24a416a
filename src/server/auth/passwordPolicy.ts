// Password rules (finding 5), after NIST SP 800-63B and OWASP's authentication cheat sheet: length
// first (8 to 128 characters: the back-office is reached by staff accounts the centre opens, the
// login is throttled per account and per address), no composition rules, and a blocklist: the 17,950 most
// common leaked passwords of 8 characters or more shipped in common-passwords.txt, one character repeated,
// a plain ascending or descending run ("12345678", "abcdefgh", "87654321"), or the account's own e-mail.
// Returns the French message of the first rule broken, or undefined.
import { readFileSync } from 'node:fs';
import { auth as m } from '../http/messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
  return common;
}

/** One character repeated, or each character the next (or previous) code point of the one before. */
function isTrivial(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) > 1) return false;
  return codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

export function passwordProblem(password: string, email?: string | null): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return m.passwordLength(PASSWORD_MIN, PASSWORD_MAX);
  const lower = password.toLowerCase();
  if (isTrivial(lower)) return m.passwordTrivial;
  if (commonPasswords().has(lower)) return m.passwordCommon;
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 4 && lower === local)) return m.passwordIsEmail;
  }
  return undefined;
}
