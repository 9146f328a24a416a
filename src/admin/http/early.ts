// GET requests sent at start before the app's HTTP client exists (the first page drawn by src/admin/instant/),
// handed over to that client when it asks for the very same URL with the same token: one request, not two.
// Each is taken once, and only while fresh; anything else is an ordinary request.

/** How long an early answer may stand in for the app's own request. */
const FRESH_MS = 10_000;

const waiting = new Map<string, { at: number; response: Promise<Response> }>();

const keyOf = (url: string, authorization: string | null) => `${url}\n${authorization ?? ''}`;

/** Sends a GET as the app's client would (JSON-LD, bearer token); its answer is kept for the app. */
export function fetchEarly(url: string, token: string): Promise<Response> {
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { Accept: 'application/ld+json', Authorization: authorization } });
  // A failure is the app's to report when it asks (the promise is handed over as is).
  response.catch(() => undefined);
  waiting.set(keyOf(url, authorization), { at: Date.now(), response });
  return response.then((r) => r.clone());
}

/** The early answer to this GET, once, when one is waiting and fresh. */
export function takeEarly(url: string, headers: Headers): Promise<Response> | undefined {
  const key = keyOf(url, headers.get('Authorization'));
  const hit = waiting.get(key);
  waiting.delete(key);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.response : undefined;
}
