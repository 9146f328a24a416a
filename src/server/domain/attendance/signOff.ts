// The sign-off of a sign-in sheet, in ONE transaction: lines marked and signed, the sheet stamped, and the
// absence rules of spec 001 section 4 applied (planSignOff in src/shared/attendance). Any failure rolls the
// whole sign-off back, so a sheet is never half signed. Re-signing a signed sheet re-applies the rules:
// that is how a trainee marked absent by mistake is turned present and their absence removed. Once signed, a sheet
// changes only by a correction (sheetCorrection.ts): a coordinator or above, a reason, the lines before and after
// logged in the same transaction, shown on the sheet and in its proof.
import type { Queryable } from '../../db/index.ts';
import type { RowOf } from '../../db/rows.ts';
import type { AppContext } from '../../http/context.ts';
import type { AuthUser } from '../../auth/access.ts';
import { unprocessable } from '../../http/errors.ts';
import type { Violation } from '../../schema/validate.ts';
import { insertRow } from '../../crud/write.ts';
import {
  absenceHours,
  goesToPointage,
  planSignOff,
  sessionNotStarted,
  sheetNotStartedMessage,
  withSeconds,
  type SignOffLine,
} from '../../../shared/attendance/index.ts';
import { formatDateFr } from '../../../shared/format/index.ts';
import { model, R } from './shared.ts';
import { requiredBodyId, requireWrite, scopedRow } from '../../http/request.ts';
import * as msg from './messages.ts';
import { checkCorrection, logCorrection, sheetState } from './sheetCorrection.ts';

interface BodyLine {
  id: number;
  status: number;
  signature: string | null;
}

const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

function readBody(body: unknown): {
  speakerSignature: string;
  speaker: unknown;
  lines: BodyLine[];
  correctionReason: unknown;
} {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const violations: Violation[] = [];
  if (typeof b.speaker_signature !== 'string' || !SIGNATURE.test(b.speaker_signature)) {
    violations.push({ propertyPath: 'speaker_signature', message: msg.attendance.speakerSignature });
  }
  const raw = Array.isArray(b.lines) ? b.lines : [];
  if (!Array.isArray(b.lines)) violations.push({ propertyPath: 'lines', message: msg.attendance.linesRequired });
  const lines = raw.map((l, i) => {
    const x = (l ?? {}) as Record<string, unknown>;
    if (x.status !== 0 && x.status !== 1)
      violations.push({ propertyPath: `lines[${i}].status`, message: msg.attendance.lineStatus });
    if (x.signature != null && (typeof x.signature !== 'string' || !SIGNATURE.test(x.signature))) {
      violations.push({ propertyPath: `lines[${i}].signature`, message: msg.attendance.signaturePng });
    }
    return {
      id: Number(x.id),
      status: x.status as number,
      signature: (x.signature as string | null | undefined) ?? null,
    };
  });
  if (violations.length > 0) throw unprocessable(violations);
  return {
    speakerSignature: b.speaker_signature as string,
    speaker: b.speaker,
    lines,
    correctionReason: b.correction_reason,
  };
}

type Line = RowOf<'scheduler_event_emargement_etudiants'>;
type Event = RowOf<'scheduler_events'>;

async function findAbsence(tx: Queryable, line: Line, event: Event): Promise<number | null> {
  if (line.absence_id !== null) {
    const linked = await tx.query<{ id: number }>('SELECT id FROM etudiant_absences WHERE id = $1', [line.absence_id]);
    if (linked.rows[0]) return linked.rows[0].id;
  }
  const res = await tx.query<{ id: number }>(
    `SELECT id FROM etudiant_absences WHERE etudiant_id = $1 AND dt_start = $2 AND dt_end = $2
        AND left(hr_start, 5) = left($3, 5) AND left(hr_end, 5) = left($4, 5) ORDER BY id LIMIT 1`,
    [line.etudiant_id, event.dt_start, event.hr_start, event.hr_end],
  );
  return res.rows[0]?.id ?? null;
}

export async function signOffSheet(
  ctx: AppContext,
  user: AuthUser,
  sheetId: number,
  body: unknown,
): Promise<RowOf<'scheduler_event_emargements'>> {
  const sheets = model(ctx, R.sheets);
  const absences = model(ctx, R.absences);
  const pointages = model(ctx, R.pointages);
  const input = readBody(body);
  return ctx.db.transaction(async (tx) => {
    const sheet = await scopedRow(tx, sheets, user, sheetId, true);
    requireWrite(user, sheets, 'update', sheet.antenne_id);
    const event = (await tx.query<Event>('SELECT * FROM scheduler_events WHERE id = $1', [sheet.event_id])).rows[0]!;
    if (sessionNotStarted({ dt_start: String(event.dt_start), hr_start: String(event.hr_start) }, new Date())) {
      throw unprocessable([
        {
          propertyPath: 'event',
          message: sheetNotStartedMessage(formatDateFr(event.dt_start), String(event.hr_start).slice(0, 5)),
        },
      ]);
    }
    const correction = sheet.status !== 0 ? checkCorrection(user, input.correctionReason) : null;
    const before = correction ? await sheetState(tx, sheet.id) : null;
    const stored = (
      await tx.query<Line>('SELECT * FROM scheduler_event_emargement_etudiants WHERE emargement_id = $1 ORDER BY id', [
        sheet.id,
      ])
    ).rows;
    const byId = new Map(input.lines.map((l) => [l.id, l]));
    const unknown = input.lines.filter((l) => !stored.some((s) => s.id === l.id));
    if (unknown.length > 0)
      throw unprocessable([{ propertyPath: 'lines', message: msg.attendance.unknownLines(unknown.map((l) => l.id)) }]);
    const speakerId =
      input.speaker != null
        ? requiredBodyId(R.speakers, input.speaker, 'speaker', model(ctx, R.speakers).label.one)
        : sheet.speaker_id;

    const planLines: SignOffLine[] = [];
    for (const s of stored) {
      const absenceId = await findAbsence(tx, s, event);
      const pointageIds =
        absenceId === null
          ? []
          : (
              await tx.query<{ id: number }>('SELECT id FROM etudiant_pointages WHERE absence_id = $1', [absenceId])
            ).rows.map((p) => p.id);
      planLines.push({
        id: s.id,
        etudiantId: s.etudiant_id,
        status: byId.get(s.id)?.status ?? s.status,
        absenceId,
        pointageIds,
      });
    }
    const result = planSignOff({
      oldStatus: sheet.status ?? 0,
      event: { dt_start: event.dt_start, hr_start: withSeconds(event.hr_start), hr_end: withSeconds(event.hr_end) },
      lines: planLines,
      userId: user.id,
      at: new Date().toISOString(),
    });
    if (!result.ok) {
      throw unprocessable([{ propertyPath: 'lines', message: msg.attendance.unmarkedLines }]);
    }
    const { plan } = result;

    const signed = (
      await tx.query<RowOf<'scheduler_event_emargements'>>(
        'UPDATE scheduler_event_emargements SET status = $2, sign_off_at = $3, sign_off_by_id = $4, ' +
          'speaker_signature = $5, speaker_id = $6, updated_at = now() WHERE id = $1 RETURNING *',
        [
          sheet.id,
          plan.sheet.status,
          plan.sheet.sign_off_at,
          plan.sheet.sign_off_by,
          input.speakerSignature,
          speakerId,
        ],
      )
    ).rows[0]!;
    for (const l of plan.lines) {
      const signature = byId.get(l.id)?.signature;
      await tx.query(
        `UPDATE scheduler_event_emargement_etudiants SET status = $2, sign_off_at = $3, sign_off_by_id = $4,
          old_status_parent = $5,
            signature = COALESCE($6, signature), updated_at = now() WHERE id = $1`,
        [l.id, l.status, l.sign_off_at, l.sign_off_by, l.old_status_parent, signature ?? null],
      );
    }
    for (const c of plan.createAbsences) {
      const etudiant = (
        await tx.query<Pick<RowOf<'etudiants'>, 'id' | 'antenne_id' | 'date_sortie' | 'date_sortie_prevue'>>(
          'SELECT id, antenne_id, date_sortie, date_sortie_prevue FROM etudiants WHERE id = $1',
          [c.etudiantId],
        )
      ).rows[0]!;
      const absence = await insertRow(tx, absences, user, {
        etudiant_id: c.etudiantId,
        raison: c.raison,
        dt_start: c.dt_start,
        dt_end: c.dt_end,
        hr_start: c.hr_start,
        hr_end: c.hr_end,
        comment: msg.attendance.absenceFromSheet(event.title),
        antenne_id: etudiant.antenne_id,
      });
      await tx.query('UPDATE scheduler_event_emargement_etudiants SET absence_id = $2 WHERE id = $1', [
        c.lineId,
        absence.id,
      ]);
      if (goesToPointage(etudiant)) {
        await insertRow(tx, pointages, user, {
          etudiant_id: c.etudiantId,
          absence_id: absence.id,
          raison: c.raison,
          dt_start: c.dt_start,
          dt_end: c.dt_end,
          hr_start: c.hr_start,
          hr_end: c.hr_end,
          hours: absenceHours(c),
          antenne_id: etudiant.antenne_id,
        });
      }
    }
    for (const d of plan.deleteAbsences) {
      // The pointage record first (etudiant_pointage_delete_absence), then the absence and the links to it.
      for (const p of d.pointageIds)
        await tx.query('DELETE FROM etudiant_pointages WHERE id = $1 AND etudiant_id = $2', [p, d.etudiantId]);
      await tx.query('UPDATE scheduler_event_emargement_etudiants SET absence_id = NULL WHERE absence_id = $1', [
        d.absenceId,
      ]);
      await tx.query('DELETE FROM etudiant_absences WHERE id = $1', [d.absenceId]);
    }
    if (correction && before) await logCorrection(tx, user, signed, correction, before);
    return signed;
  });
}
