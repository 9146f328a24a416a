// Reading sequences and their groups (spec 001 section 7): the groups list (light, for pickers), a group
// with its sequences and their contents, the groups an agreement covers, and a sequence with its contents
// and documents. Everything within the caller's scope (another antenne's or centre's ids: 404).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Queryable, Row } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import { scopeCondition } from '../../auth/access.ts';
import { buildFilters, type SqlParts } from '../../crud/filters.ts';
import type { Registry } from '../../schema/model.ts';
import { model, NODE_ORDER, R } from './shared.ts';
import { resourceModel } from '../common.ts';
import { collection, pathId, queryOf, scopedRow, type IdRequest, withQuery, q } from '../../http/request.ts';
import * as msg from './messages.ts';

/** A sequence with its contents (`sequences_content`, in order) and its documents, as the spec names them. */
export async function sequenceWithContents(
  q: Queryable,
  registry: Registry,
  seq: Row,
  withContext = true,
): Promise<Record<string, unknown>> {
  const [contents, documents] = await Promise.all([
    q.query(`SELECT * FROM antenne_sequence_contents WHERE antenne_sequence_id = $1 ORDER BY ${NODE_ORDER}`, [seq.id]),
    q.query('SELECT * FROM antenne_pedagogie_documents WHERE sequence_id = $1 ORDER BY id', [seq.id]),
  ]);
  const [mSeq, mContent, mDoc] = [R.sequences, R.contents, R.documents].map((n) => resourceModel(registry, n));
  return {
    ...toItem(mSeq!, seq, withContext),
    sequences_content: contents.rows.map((c) => toItem(mContent!, c)),
    antenne_sequence_documents: documents.rows.map((d) => toItem(mDoc!, d)),
  };
}

/** `antenneReferentiels.editable` (the original client's name) or `antenne_referentiel.editable`. */
function editableFilter(query: URLSearchParams): boolean | undefined {
  const raw = query.get('antenneReferentiels.editable') ?? query.get('antenne_referentiel.editable');
  if (raw === null || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(msg.crud.badFilter(raw, 'antenneReferentiels.editable', 'true ou false'));
}

export function registerSequenceReads(app: FastifyInstance, ctx: AppContext): void {
  const groupes = model(ctx, R.groupes);
  const sequences = model(ctx, R.sequences);

  // Active groups (etat=0 unless `etat` is given), with their referential's label and lock and their number
  // of active sequences.
  app.get(
    '/api/sequence_groupes_list',
    withQuery({
      properties: {
        etat: q.text('L’état des groupes (0 par défaut).'),
        'antenneReferentiels.editable': q.text('true ou false : référentiel modifiable ou verrouillé.'),
        'antenne_referentiel.editable': q.text('Autre nom de antenneReferentiels.editable.'),
      },
      filtersOf: 'antenne_sequence_groupes',
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      if (!query.get('etat')) query.set('etat', '0');
      const scope = scopeCondition(user, groupes, 1);
      const parts: SqlParts = { conditions: [scope.sql], params: [...scope.params] };
      buildFilters(groupes, query, parts);
      const editable = editableFilter(query);
      if (editable !== undefined) {
        parts.params.push(editable);
        parts.conditions.push(`r.editable = $${parts.params.length}`);
      }
      const rows = await ctx.db.query(
        `SELECT t.*, r.label AS referentiel_label, r.editable AS referentiel_editable,
              (SELECT count(*) FROM antenne_sequences s WHERE s.sequence_groupe_id = t.id AND s.etat = 0)::int AS
                sequences_count
         FROM antenne_sequence_groupes t LEFT JOIN antenne_referentiels r ON r.id = t.antenne_referentiel_id
        WHERE ${parts.conditions.join(' AND ')} ORDER BY t.label ASC, t.id ASC`,
        parts.params,
      );
      const members = rows.rows.map((g) => ({
        ...toItem(groupes, g),
        antenne_referentiel_label: g.referentiel_label ?? null,
        antenne_referentiel_editable: g.referentiel_editable ?? null,
        sequences_count: g.sequences_count,
      }));
      return sendJsonLd(reply, 200, collection('/api/sequence_groupes_list', groupes.className, members));
    },
  );

  // A group with its referential and its sequences (hidden ones, etat 2, left out), each with its contents.
  app.get('/api/antenne_sequence_groupe_detail/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const group = await scopedRow(ctx.db, groupes, user, pathId(request.params.id));
    const seqs = await ctx.db.query(
      'SELECT * FROM antenne_sequences WHERE sequence_groupe_id = $1 AND etat <> 2 ORDER BY dt_start ASC NULLS LAST, ' +
        'id ASC',
      [group.id],
    );
    const ref =
      group.antenne_referentiel_id === null
        ? undefined
        : (await ctx.db.query('SELECT * FROM antenne_referentiels WHERE id = $1', [group.antenne_referentiel_id]))
            .rows[0];
    return sendJsonLd(reply, 200, {
      ...toItem(groupes, group, true),
      referentiel: ref ? toItem(model(ctx, R.referentiels), ref) : null,
      sequences: await Promise.all(seqs.rows.map((s) => sequenceWithContents(ctx.db, ctx.registry, s, false))),
    });
  });

  // The groups an agreement covers: an agreement names diploma sessions (antenne_convention_sessions), a
  // group is built on a referential of a diploma (or of an action towards one) or holds sequences of that
  // diploma; active groups of the agreement's antenne whose diploma is one of the agreement's.
  app.get('/api/antenne_sequence_groupe_convention/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const convention = await scopedRow(ctx.db, model(ctx, R.conventions), user, pathId(request.params.id));
    const diplomes = (
      await ctx.db.query<{ id: number }>(
        `SELECT DISTINCT ds.diplome_id AS id FROM antenne_convention_sessions cs JOIN diplome_sessions ds ON ds.id =
          cs.diplome_session_id
        WHERE cs.antenne_convention_id = $1 AND cs.etat <> 2 ORDER BY 1`,
        [convention.id],
      )
    ).rows.map((r) => r.id);
    const scope = scopeCondition(user, groupes, 3);
    const rows =
      diplomes.length === 0
        ? []
        : (
            await ctx.db.query(
              `SELECT t.* FROM antenne_sequence_groupes t
         LEFT JOIN antenne_referentiels r ON r.id = t.antenne_referentiel_id
         LEFT JOIN antenne_actions a ON a.id = r.action_id
        WHERE t.antenne_id = $1 AND t.etat = 0 AND ${scope.sql}
          AND (r.diplome_id = ANY($2::int[]) OR a.diplome_id = ANY($2::int[])
               OR EXISTS (SELECT 1 FROM antenne_sequences s WHERE s.sequence_groupe_id = t.id AND s.etat = 0 AND
                 s.diplome_id = ANY($2::int[])))
        ORDER BY t.label ASC, t.id ASC`,
              [convention.antenne_id, diplomes, ...scope.params],
            )
          ).rows;
    return sendJsonLd(
      reply,
      200,
      collection(
        `/api/antenne_sequence_groupe_convention/${convention.id}`,
        groupes.className,
        rows.map((g) => toItem(groupes, g)),
        { diplomes: diplomes.map((d) => itemIri('diplomes', d)) },
      ),
    );
  });

  app.get('/api/antenne_sequence_content/:id', async (request: IdRequest, reply) => {
    const user = await ctx.auth(request);
    const seq = await scopedRow(ctx.db, sequences, user, pathId(request.params.id));
    return sendJsonLd(reply, 200, await sequenceWithContents(ctx.db, ctx.registry, seq));
  });
}
