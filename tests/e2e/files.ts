// Configuration and files of the e2e server (see playwright.config.ts): its resource files and client profiles,
// stored in its database (seeded from its copies of resources/ and clients/), which journeys change through the
// configuration API and put back; and the folder where it writes each mail (MAIL_DIR).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiClient, loginWith } from '../support/client.ts';
import { e2ePort } from './port.ts';

/** This worker's server (playwright.config.ts: one per worker). */
const port = e2ePort();
const workDir = `.tmp/e2e-${port}`;
const base = `http://127.0.0.1:${port}`;
export const mailDir = join(workDir, 'mail');

/** The platform's support publishes the journeys' configuration changes (it alone edits every file). */
const PUBLISHER = 'support@demo.fr';

const api = apiClient(base);
const call = (method: string, path: string, token?: string, body?: unknown) => api(method, path, { token, body });

const publisherToken = (): Promise<string> => loginWith(api, PUBLISHER);

/** Publishes `content` as the next version of a stored file (the API's checks apply: a refused file throws). */
async function publish(token: string, kind: 'resources' | 'clients', name: string, content: string): Promise<void> {
  const current = await call('GET', `/api/configuration_files/${kind}/${name}`, token);
  const baseVersion = current.status === 200 ? (current.body.version as number) : 0;
  const res = await call('PUT', `/api/configuration_files/${kind}/${name}`, token, { content, baseVersion, comment: 'Parcours e2e' });
  if (res.status !== 200) throw new Error(`Publication de ${kind}/${name} refusée : ${res.status} ${res.text}`);
}

/** Publishes a changed version of a stored file for the time of `run`, then publishes the original back. */
export async function withConfigurationFile(
  kind: 'resources' | 'clients', name: string, content: string | ((original: Record<string, unknown>) => unknown), run: () => Promise<void>,
): Promise<void> {
  const token = await publisherToken();
  const current = await call('GET', `/api/configuration_files/${kind}/${name}`, token);
  if (current.status !== 200) throw new Error(`Fichier ${kind}/${name} introuvable : ${current.status} ${current.text}`);
  const original = current.body.content as string;
  const text = typeof content === 'string' ? content : JSON.stringify(content(JSON.parse(original) as Record<string, unknown>), null, 2);
  await publish(token, kind, name, text);
  try {
    await run();
  } finally {
    await publish(await publisherToken(), kind, name, original);
  }
}

/** A resource file changed for the time of `run` (published through the API, then put back). */
export const withResourceFile = (name: string, content: string | ((original: Record<string, unknown>) => unknown), run: () => Promise<void>) =>
  withConfigurationFile('resources', name, content, run);

/** A client profile changed for the time of `run` (published through the API, then put back). */
export const withClientFile = (name: string, content: string | ((original: Record<string, unknown>) => unknown), run: () => Promise<void>) =>
  withConfigurationFile('clients', name, content, run);

/** The mails written for `to`, oldest first. */
export function mailsTo(to: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(mailDir, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`));
}
