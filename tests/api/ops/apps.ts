// An extra API instance on the database of a test server, built with the options a deployment sets
// (TRUST_PROXY, mails' links from the request...), listening on a free port; its mails recorded.
import type { Db } from '../../../src/server/db/index.ts';
import { buildApp, type AppOptions } from '../../../src/server/app.ts';
import { createRegistry } from '../../../src/server/schema/model.ts';
import { JWT_SECRET } from '../helpers.ts';

export interface ExtraApp {
  base: string;
  mails: string[];
  lines: string[];
  close(): Promise<void>;
}

export async function startApp(db: Db, options: Partial<AppOptions> = {}): Promise<ExtraApp> {
  const mails: string[] = [];
  const lines: string[] = [];
  const app = await buildApp({
    db, registry: createRegistry(), jwtSecret: JWT_SECRET, appUrl: 'http://admin.test',
    log: (l) => lines.push(l), onMail: (m) => mails.push(`${m.to} — ${m.subject}\n${m.text}`), ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { base: `http://127.0.0.1:${port}`, mails, lines, close: () => app.close() };
}

/** A JSON POST. */
export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
