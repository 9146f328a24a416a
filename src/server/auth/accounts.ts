// What follows the creation of an account (finding 5): an account created without a password gets,
// by mail, a link to choose one (72 h, single use; the same page as a reset). Queued after the answer.
import type { Row } from '../db/index.ts';
import { issuePasswordLink, queue, type LinkContext } from './resetLinks.ts';

export function accountCreated(ctx: LinkContext, row: Row, log: (msg: string) => void): void {
  if (row.password !== null && row.password !== undefined) return;
  const account = { id: row.id as number, email: row.email as string, firstname: row.firstname as string };
  queue(() => issuePasswordLink(ctx, account, 'welcome'), log);
}
