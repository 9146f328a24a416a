// What follows the creation of an account (finding 5): an account created without a password gets,
// by mail, a link to choose one (72 h, single use; the same page as a reset). Queued after the answer.
import type { Row } from '../db/index.ts';
import type { Queue } from '../jobs/queue.ts';
import { requestPasswordLink } from './resetLinks.ts';

export async function accountCreated(ctx: { queue: Queue; appUrl: string }, row: Row): Promise<void> {
  if (row.password !== null && row.password !== undefined) return;
  await requestPasswordLink(ctx.queue, { kind: 'welcome', userId: row.id as number, appUrl: ctx.appUrl });
}
