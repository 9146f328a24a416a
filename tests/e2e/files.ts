// Files of the e2e server (see playwright.config.ts): its copies of resources/ and clients/, which journeys
// edit and restore, and the folder where it writes each mail (MAIL_DIR).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const workDir = `.tmp/e2e-${process.env.E2E_PORT ?? 8091}`;
export const resourcesDir = join(workDir, 'resources');
export const mailDir = join(workDir, 'mail');

/** Replaces a resource file of the server's copy for the time of `run`, then puts the original back. */
export async function withResourceFile(name: string, content: string | ((original: Record<string, unknown>) => unknown), run: () => Promise<void>): Promise<void> {
  const path = join(resourcesDir, name);
  const original = readFileSync(path, 'utf8');
  const text = typeof content === 'string' ? content : JSON.stringify(content(JSON.parse(original) as Record<string, unknown>), null, 2);
  writeFileSync(path, text);
  try {
    await run();
  } finally {
    writeFileSync(path, original);
  }
}

/** The mails written for `to`, oldest first. */
export function mailsTo(to: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(mailDir, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`));
}
