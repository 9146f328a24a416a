// The proof of a sheet a centre hands to an OPCO or an auditor (GET /api/scheduler_event_emargements/{id}/preuve):
// a SHA-256 of the sheet's content (event, each line's presence and signature, the sign-off and the speaker's
// signature, its corrections), each trainee's own signature with its trail (time, code of the room, device, address,
// SHA-256 of the image) and the events in order. Any later change to the sheet changes its hash.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import { isoTimestamp } from '../../../shared/attendance/index.ts';
import { correctionsOf } from './sheetCorrection.ts';

const sha256 = (text: string | null | undefined) => (text ? createHash('sha256').update(text).digest('hex') : null);

export async function sheetProof(q: Queryable, sheet: RowOf<'scheduler_event_emargements'>) {
  const event = (
    await q.query<{ title: string; dt_start: string; hr_start: string; hr_end: string }>(
      "SELECT title, to_char(dt_start, 'YYYY-MM-DD') AS dt_start, hr_start, hr_end FROM scheduler_events WHERE id = $1",
      [sheet.event_id],
    )
  ).rows[0]!;
  const lines = (
    await q.query<{ id: number; etudiant_id: number; status: number | null; signature: string | null; name: string }>(
      `SELECT l.id, l.etudiant_id, l.status, l.signature, et.lastname || ' ' || et.firstname AS name
       FROM scheduler_event_emargement_etudiants l JOIN etudiants et ON et.id = l.etudiant_id WHERE l.emargement_id = $1
         ORDER BY l.id`,
      [sheet.id],
    )
  ).rows;
  const signatures = (
    await q.query<{
      line_id: number;
      signed_at: Date | string;
      late: boolean;
      code: string;
      user_agent: string | null;
      ip: string | null;
      image: string;
    }>(
      'SELECT line_id, signed_at, late, code, user_agent, ip, image FROM emargement_signatures WHERE emargement_id = ' +
        '$1 ORDER BY signed_at, id',
      [sheet.id],
    )
  ).rows;
  const signer =
    sheet.sign_off_by_id === null
      ? null
      : ((
          await q.query<{ name: string }>("SELECT firstname || ' ' || lastname AS name FROM users WHERE id = $1", [
            sheet.sign_off_by_id,
          ])
        ).rows[0]?.name ?? null);
  const corrections = await correctionsOf(q, sheet.id);
  const content = {
    sheet: {
      id: sheet.id,
      status: sheet.status,
      sign_off_at: isoTimestamp(sheet.sign_off_at),
      sign_off_by: sheet.sign_off_by_id,
      speaker_signature: sha256(sheet.speaker_signature),
    },
    event,
    lines: lines.map((l) => ({ id: l.id, etudiant: l.etudiant_id, status: l.status, signature: sha256(l.signature) })),
    corrections,
  };
  const nameOf = new Map(lines.map((l) => [l.id, l.name]));
  const trail = [
    ...signatures.map((s) => ({
      at: isoTimestamp(s.signed_at)!,
      kind: 'signature' as const,
      who: nameOf.get(s.line_id) ?? '',
    })),
    ...(sheet.sign_off_at
      ? [{ at: isoTimestamp(sheet.sign_off_at)!, kind: 'sign_off' as const, who: signer ?? '' }]
      : []),
    ...corrections.map((c) => ({ at: c.at, kind: 'correction' as const, who: c.author, reason: c.reason })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    sheet_sha256: sha256(JSON.stringify(content))!,
    signatures: signatures.map((s) => ({
      etudiant_name: nameOf.get(s.line_id) ?? '',
      signed_at: isoTimestamp(s.signed_at)!,
      late: s.late,
      code: s.code,
      user_agent: s.user_agent,
      ip: s.ip,
      image_sha256: sha256(s.image)!,
    })),
    trail,
    corrections,
  };
}
