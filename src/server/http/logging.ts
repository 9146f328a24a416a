// What the server's log lines may say about an error: its kind, code, message and stack, with any e-mail
// address in them masked. PostgreSQL's `detail` and `where`, a mailer's envelope, a request's body or any other
// field an error may carry can hold an e-mail, a phone number or an address: they are dropped, so no personal
// data reaches a log (Fastify's logger serialises `{ err }` through logSerializers).
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/** `text` with every e-mail address replaced by « <courriel> ». */
export const maskEmails = (text: string) => text.replace(EMAIL, '<courriel>');

export function safeError(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error))
    return { type: typeof err, message: maskEmails(typeof err === 'string' ? err : 'erreur'), stack: '' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: maskEmails(err.message),
    stack: maskEmails(err.stack ?? ''),
  };
}

export const logSerializers = { err: safeError, error: safeError };
