// The delegates of an antenne's diploma session as one list (spec 001 section 7, "Sessions and diplomas":
// "PATCH trainee lists" next to the delegate calls):
// GET /api/antenne_diplome_sessions/{id}/delegues: the session's delegates (not deleted);
// PATCH /api/antenne_diplome_sessions/{id}/delegues { delegues: [IRI | { etudiant, is_suppleant?, date_election? }…] }
//   (`etudiants` is accepted for `delegues`): the session's delegates become exactly those trainees, in one
//   transaction. A kept delegate keeps its row (and its values unless given); a new one is a titular unless
//   said otherwise, elected today unless a date is given; delegates left out are deleted. Each trainee must be
//   reachable by the user, of the session's antenne, and of that session (its diploma session, or an
//   inscription to the antenne session).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import type { RowOf } from '../../db/rows.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import type { Violation } from '../../schema/validate.ts';
import { unprocessable } from '../../http/errors.ts';
import { getInScope } from '../../crud/read.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { checkListed, fullName, loadTrainees, traineeIds, traineeItem } from './groupesShared.ts';
import { model } from '../common.ts';
import { b, bodyOf, requireWrite, withBody, type IdRequest } from '../../http/request.ts';
import * as msg from './messages.ts';
import { TODAY } from '../../db/today.ts';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

interface Wanted {
  etudiant: number;
  is_suppleant?: boolean;
  date_election?: string | null;
}

async function sessionWithDelegates(ctx: AppContext, db: Queryable, session: Row): Promise<Record<string, unknown>> {
  const delegues = model(ctx, 'antenne_diplome_session_delegues');
  type Listed = RowOf<'antenne_diplome_session_delegues'> &
    Pick<RowOf<'etudiants'>, 'lastname' | 'firstname'> & {
      etudiant_etat: number | null;
      etudiant_type: number;
      etudiant_antenne_id: number;
    };
  const res = await db.query<Listed>(
    `SELECT d.*, e.lastname, e.firstname, e.etat AS etudiant_etat, e.type AS etudiant_type, e.antenne_id AS
      etudiant_antenne_id
     FROM antenne_diplome_session_delegues d JOIN etudiants e ON e.id = d.etudiant_id
     WHERE d.antenne_diplome_session_id = $1 AND d.etat <> 2 ORDER BY d.is_suppleant, e.lastname, e.firstname, d.id`,
    [session.id],
  );
  const list = res.rows.map((d) => ({
    ...toItem(delegues, d),
    etudiant_detail: traineeItem({
      id: d.etudiant_id,
      lastname: d.lastname,
      firstname: d.firstname,
      etat: d.etudiant_etat,
      type: d.etudiant_type,
      antenne_id: d.etudiant_antenne_id,
    }),
  }));
  return {
    ...toItem(model(ctx, 'antenne_diplome_sessions'), session, true),
    delegues: list,
    nombre_delegues: list.length,
  };
}

/** The wanted delegates of a body: items are IRIs or objects; a bad item is a 422 naming it. */
function wantedOf(value: unknown, path: string): { wanted: Wanted[]; listed: ReturnType<typeof traineeIds> } {
  if (!Array.isArray(value)) {
    throw unprocessable([{ propertyPath: path, message: msg.groupes.delegateList }]);
  }
  const violations: Violation[] = [];
  const refs = value.map((v, i) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    if ('is_suppleant' in o && typeof o.is_suppleant !== 'boolean')
      violations.push({ propertyPath: `${path}[${i}].is_suppleant`, message: msg.request.valueBoolean });
    if (
      'date_election' in o &&
      o.date_election !== null &&
      !(typeof o.date_election === 'string' && DATE.test(o.date_election))
    ) {
      violations.push({ propertyPath: `${path}[${i}].date_election`, message: msg.request.valueDate });
    }
    return o.etudiant;
  });
  if (violations.length > 0) throw unprocessable(violations);
  const listed = traineeIds(refs, path);
  const wanted = listed.map((l) => {
    const v = value[l.index];
    const w: Wanted = { etudiant: l.id };
    if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.is_suppleant === 'boolean') w.is_suppleant = o.is_suppleant;
      if ('date_election' in o) w.date_election = (o.date_election as string | null) ?? null;
    }
    return w;
  });
  return { wanted, listed };
}

export function registerDelegateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = model(ctx, 'antenne_diplome_sessions');
  const delegues = model(ctx, 'antenne_diplome_session_delegues');

  app.get('/api/antenne_diplome_sessions/:id/delegues', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const session = await getInScope(ctx.db, sessions, user, request.params.id);
    return sendJsonLd(reply, 200, await sessionWithDelegates(ctx, ctx.db, session));
  });

  const delegateList = (description: string) => ({
    type: 'array',
    title: 'Délégués',
    description:
      `${description} Chaque élément : ` + 'un stagiaire inscrit (IRI), ou { etudiant, is_suppleant, date_election }.',
    items: {
      type: ['string', 'integer', 'object'],
      properties: {
        etudiant: b.id('etudiants', 'Stagiaire'),
        is_suppleant: { type: 'boolean', title: 'Suppléant' },
        date_election: b.date('Date d’élection'),
      },
    },
  });
  app.patch(
    '/api/antenne_diplome_sessions/:id/delegues',
    withBody({
      properties: {
        delegues: delegateList('La liste complète des délégués de la session (remplace la précédente).'),
        etudiants: delegateList('Comme delegues (ancien nom).'),
      },
      messages: { delegues: msg.groupes.delegateList, etudiants: msg.groupes.delegateList },
    }),
    async (request: IdRequest, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, delegues, 'create');
      requireWrite(user, delegues, 'delete');
      // The session itself is not changed: reaching it (an antenne user only its own antenne's) is what counts.
      const session = await getInScope(ctx.db, sessions, user, request.params.id);
      const body = bodyOf(request);
      const path = 'delegues' in body ? 'delegues' : 'etudiants';
      if (!(path in body)) throw unprocessable([{ propertyPath: 'delegues', message: msg.groupes.delegatesRequired }]);
      const { wanted, listed } = wantedOf(body[path], path);
      const trainees = await loadTrainees(
        ctx.db,
        user,
        wanted.map((w) => w.etudiant),
      );
      const inscribed = new Set(
        (
          await ctx.db.query<{ etudiant_id: number }>(
            'SELECT etudiant_id FROM antenne_inscriptions WHERE antenne_diplome_session_id = $1',
            [session.id],
          )
        ).rows.map((r) => r.etudiant_id),
      );
      checkListed(
        user,
        listed,
        trainees,
        (t) => {
          if (t.antenne_id !== session.antenne_id) return msg.groupes.delegateOtherAntenne(fullName(t));
          if (t.diplome_session_id !== session.diplome_session_id && !inscribed.has(t.id))
            return msg.groupes.delegateNotInscribed(fullName(t));
          if (t.etat === 3) return msg.groupes.delegateDeleted(fullName(t));
          return undefined;
        },
        path,
      );
      const answer = await ctx.db.transaction(async (tx) => {
        const existing = (
          await tx.query<RowOf<'antenne_diplome_session_delegues'>>(
            'SELECT * FROM antenne_diplome_session_delegues WHERE antenne_diplome_session_id = $1 ORDER BY id',
            [session.id],
          )
        ).rows;
        const keep = new Map<number, RowOf<'antenne_diplome_session_delegues'>>();
        for (const d of existing) if (!keep.has(d.etudiant_id)) keep.set(d.etudiant_id, d);
        const wantedIds = new Set(wanted.map((w) => w.etudiant));
        const drop = existing
          .filter((d) => !wantedIds.has(d.etudiant_id) || keep.get(d.etudiant_id) !== d)
          .map((d) => d.id);
        if (drop.length > 0)
          await tx.query('DELETE FROM antenne_diplome_session_delegues WHERE id = ANY($1::int[])', [drop]);
        for (const w of wanted) {
          const row = keep.get(w.etudiant);
          if (row) {
            await tx.query(
              `UPDATE antenne_diplome_session_delegues SET etat = 0, is_suppleant = COALESCE($2, is_suppleant),
               date_election = CASE WHEN $3::boolean THEN $4::date ELSE date_election END, updated_at = now() WHERE id =
                 $1`,
              [row.id, w.is_suppleant ?? null, 'date_election' in w, w.date_election ?? null],
            );
          } else {
            await tx.query(
              `INSERT INTO antenne_diplome_session_delegues (cfa_id, antenne_id, antenne_diplome_session_id,
                etudiant_id, is_suppleant, date_election, etat)
             VALUES ($1, $2, $3, $4, $5, ${'date_election' in w ? '$6::date' : TODAY}, 0)`,
              [
                session.cfa_id,
                session.antenne_id,
                session.id,
                w.etudiant,
                w.is_suppleant ?? false,
                ...('date_election' in w ? [w.date_election] : []),
              ],
            );
          }
        }
        return sessionWithDelegates(ctx, tx, session);
      });
      reply.header('Content-Location', itemIri('antenne_diplome_sessions', session.id as number) + '/delegues');
      return sendJsonLd(reply, 200, answer);
    },
  );
}
