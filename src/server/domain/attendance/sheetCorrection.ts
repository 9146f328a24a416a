// The correction of a signed sheet: signing a sheet again once signed changes proof already handed over, so it
// takes a coordinator (or above) and a reason, and is logged in the sign-off's transaction with its author, time,
// reason and the sheet's lines before and after (emargement_corrections). The log is shown on the sheet
// (GET …/corrections) and in the proof (selfSignProof.ts), whose hash then changes.
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import type { AuthUser } from '../../auth/access.ts';
import { canAccess } from '../../../shared/access.ts';
import { ROLE_RULES } from '../../../shared/roleRules.ts';
import { forbidden, unprocessable } from '../../http/errors.ts';
import { isoTimestamp } from '../../../shared/attendance/index.ts';
import * as msg from './messages.ts';

const m = msg.attendance;
export const CORRECTION_REASON_MAX = 1000;

/** A line's state as the correction log keeps it. */
export type LineState = { id: number; etudiant: string; status: number | null };
export interface SheetState {
  speaker: string | null;
  lines: LineState[];
}

/** The reason of the correction, after the role check: a coordinator or above, a reason given (French 403 / 422). */
export function checkCorrection(user: AuthUser, reason: unknown): string {
  if (!canAccess(user, { action: 'edit', resource: ROLE_RULES.attendanceDecision }))
    throw forbidden(m.correctionCoordinatorOnly);
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') throw unprocessable([{ propertyPath: 'correction_reason', message: m.correctionReasonRequired }]);
  if (text.length > CORRECTION_REASON_MAX)
    throw unprocessable([
      { propertyPath: 'correction_reason', message: m.correctionReasonTooLong(CORRECTION_REASON_MAX) },
    ]);
  return text;
}

/** The sheet's speaker and each line's trainee and presence, by line id. */
export async function sheetState(q: Queryable, sheetId: number): Promise<SheetState> {
  const speaker =
    (
      await q.query<{ name: string | null }>(
        `SELECT s.firstname || ' ' || s.lastname AS name FROM scheduler_event_emargements t
       LEFT JOIN scheduler_speakers s ON s.id = t.speaker_id WHERE t.id = $1`,
        [sheetId],
      )
    ).rows[0]?.name ?? null;
  const lines = (
    await q.query<LineState>(
      `SELECT l.id, et.lastname || ' ' || et.firstname AS etudiant, l.status FROM scheduler_event_emargement_etudiants l
       JOIN etudiants et ON et.id = l.etudiant_id WHERE l.emargement_id = $1 ORDER BY l.id`,
      [sheetId],
    )
  ).rows;
  return { speaker, lines };
}

export async function logCorrection(
  q: Queryable,
  user: AuthUser,
  sheet: RowOf<'scheduler_event_emargements'>,
  reason: string,
  before: SheetState,
) {
  const author =
    (
      await q.query<{ name: string }>(
        "SELECT trim(coalesce(firstname, '') || ' ' || coalesce(lastname, '')) AS name FROM users WHERE id = $1",
        [user.id],
      )
    ).rows[0]?.name || user.email;
  const after = await sheetState(q, sheet.id);
  await q.query(
    'INSERT INTO emargement_corrections (cfa_id, emargement_id, user_id, author, reason, before, after) VALUES ($1, ' +
      '$2, $3, $4, $5, $6, $7)',
    [sheet.cfa_id, sheet.id, user.id, author, reason, JSON.stringify(before), JSON.stringify(after)],
  );
}

export interface Correction {
  at: string;
  author: string;
  reason: string;
  changes: { etudiant: string; before: number | null; after: number | null }[];
}

/** The sheet's corrections, oldest first, each with the lines whose presence it changed. */
export async function correctionsOf(q: Queryable, sheetId: number): Promise<Correction[]> {
  const rows = (
    await q.query<{
      corrected_at: Date | string;
      author: string;
      reason: string;
      before: SheetState | string;
      after: SheetState | string;
    }>(
      'SELECT corrected_at, author, reason, before, after FROM emargement_corrections WHERE emargement_id = $1 ORDER ' +
        'BY corrected_at, id',
      [sheetId],
    )
  ).rows;
  const parse = (v: SheetState | string): SheetState => (typeof v === 'string' ? (JSON.parse(v) as SheetState) : v);
  return rows.map((r) => {
    const before = new Map(parse(r.before).lines.map((l) => [l.id, l]));
    const changes = parse(r.after)
      .lines.filter((l) => before.get(l.id)?.status !== l.status)
      .map((l) => ({ etudiant: l.etudiant, before: before.get(l.id)?.status ?? null, after: l.status }));
    return { at: isoTimestamp(r.corrected_at)!, author: r.author, reason: r.reason, changes };
  });
}
