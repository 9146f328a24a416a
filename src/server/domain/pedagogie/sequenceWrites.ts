// Writing a sequence with its contents in one call (spec 001 sections 4 and 7): add_antenne_sequences creates
// the sequence and its nodes; edit_antenne_sequences_content replaces the nodes (and patches the sequence's
// own fields when sent) in one transaction. Nodes kept across an edit keep their id, so evaluation contents
// stay linked to them; a node taken out is deleted and the evaluation contents that pointed at it lose only
// that link (their own unit, skill, label and score remain).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import type { Db, Queryable, Row } from '../../db/index.ts';
import { unprocessable } from '../../http/errors.ts';
import { itemIri } from '../../hydra/iri.ts';
import type { AuthUser } from '../../auth/access.ts';
import { prepareSave } from '../../crud/save.ts';
import { insertMany } from '../../seed/insert.ts';
import { model, R, referentielScope } from './shared.ts';
import { b, bodyId, bodyOf, requireWrite, scopedRow, withBody } from '../../http/request.ts';

import { checkNodes, storedKey, type NodeRow } from './nodes.ts';
import { sequenceWithContents } from './sequenceReads.ts';
import * as msg from './messages.ts';

const NOT_FIELDS = new Set(['id', '@id', '@type', '@context', 'antenne_sequence', 'sequences_content']);
const fieldsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !NOT_FIELDS.has(k)));

/** Links the generic checks leave open: the group and the referential must suit the sequence's antenne. */
async function checkLinks(db: Db, user: AuthUser, columns: Record<string, unknown>): Promise<void> {
  if (columns.sequence_groupe_id) {
    const g = (
      await db.query('SELECT antenne_id FROM antenne_sequence_groupes WHERE id = $1', [columns.sequence_groupe_id])
    ).rows[0];
    if (g && g.antenne_id !== columns.antenne_id) {
      throw unprocessable([{ propertyPath: 'sequence_groupe', message: msg.pedagogie.groupOtherAntenne }]);
    }
  }
  if (columns.antenne_referentiel_id) {
    const scope = referentielScope(user, 3);
    const ok = await db.query(
      `SELECT 1 FROM antenne_referentiels t WHERE t.id = $1 AND (t.antenne_id IS NULL OR t.antenne_id = $2) AND
        ${scope.sql}`,
      [columns.antenne_referentiel_id, columns.antenne_id, ...scope.params],
    );
    if (ok.rows.length === 0) {
      throw unprocessable([{ propertyPath: 'antenne_referentiel', message: msg.pedagogie.referentielNotForAntenne }]);
    }
  }
}

async function insertNodes(tx: Queryable, seq: Row, nodes: NodeRow[]): Promise<void> {
  await insertMany(
    tx,
    'antenne_sequence_contents',
    nodes.map(({ key: _key, ...n }) => ({
      ...n,
      cfa_id: seq.cfa_id,
      antenne_id: seq.antenne_id,
      antenne_sequence_id: seq.id,
    })),
  );
}

/** A sequence's nodes as the writes take them (each checked against the referential, in French). */
const CONTENTS = {
  type: 'array',
  title: 'Contenu de la séquence',
  description: 'Les nœuds du référentiel retenus : type_node et l’IRI du nœud de ce type, libellé et ordre.',
  // Each node's fields are checked by the nodes' own schema (checkNodes), every refusal of every node at once.
  items: {
    type: 'object',
    properties: {
      type_node: { title: 'Type de nœud', description: 'UNIT, SKILL ou DESCRIPTOR.', examples: ['SKILL'] },
      unite_competence: { title: 'Unité de compétence', description: 'IRI ou identifiant (UNIT).' },
      competence: { title: 'Compétence', description: 'IRI ou identifiant (SKILL, DESCRIPTOR).' },
      descripteur: { title: 'Descripteur', description: 'IRI ou identifiant (DESCRIPTOR).' },
      label: { title: 'Libellé', description: 'Par défaut celui du nœud.' },
      ordre: { title: 'Ordre', description: 'Entier ; par défaut sa place dans la liste.' },
    },
  },
};

const CONTENT_MESSAGES = {
  sequences_content: msg.pedagogie.contentNotList,
  'sequences_content[]': msg.pedagogie.nodeNotObject,
};

export function registerSequenceWrites(app: FastifyInstance, ctx: AppContext): void {
  const sequences = model(ctx, R.sequences);

  app.post(
    '/api/add_antenne_sequences',
    withBody(
      {
        properties: {
          sequences_content: CONTENTS,
          antenne_referentiel: b.id(R.referentiels, 'Référentiel', 'Par défaut celui du groupe de séquences.'),
          sequence_groupe: b.id(R.groupes, 'Groupe de séquences'),
        },
        messages: CONTENT_MESSAGES,
      },
      {
        config: {
          description:
            'Les champs d’une séquence (antenne_sequences) et sequences_content, ses nœuds, créés en une transaction.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      requireWrite(user, sequences, 'create');
      const body = bodyOf(request);
      const fields = fieldsOf(body);
      // A sequence of a group is built on the group's referential unless it names one.
      const groupId = bodyId(R.groupes, fields.sequence_groupe, 'sequence_groupe', model(ctx, R.groupes).label.one);
      if (fields.antenne_referentiel === undefined && groupId !== undefined) {
        const g = (
          await ctx.db.query(
            'SELECT antenne_referentiel_id FROM antenne_sequence_groupes WHERE id = $1 AND cfa_id = $2',
            [groupId, user.cfaId],
          )
        ).rows[0];
        if (g?.antenne_referentiel_id)
          fields.antenne_referentiel = itemIri(R.referentiels, g.antenne_referentiel_id as number);
      }
      // The sequence's own write path, written in the transaction of its contents.
      const prepared = await prepareSave(ctx, sequences, user, fields, { mode: 'create' });
      const columns = prepared.columns;
      await checkLinks(ctx.db, user, columns);
      const nodes = await checkNodes(
        ctx,
        ctx.db,
        user,
        body.sequences_content ?? [],
        (columns.antenne_referentiel_id as number | undefined) ?? null,
      );
      const created = await ctx.db.transaction(async (tx) => {
        const seq = await prepared.write(tx);
        await insertNodes(tx, seq, nodes);
        return sequenceWithContents(tx, ctx.registry, seq);
      });
      reply.header('Location', itemIri(R.sequences, created.id as number));
      return sendJsonLd(reply, 201, created);
    },
  );

  app.post(
    '/api/edit_antenne_sequences_content',
    withBody(
      {
        properties: {
          id: b.id(R.sequences, 'Séquence', 'La séquence modifiée (obligatoire).'),
          '@id': b.id(R.sequences, 'Séquence', 'Comme id.'),
          antenne_sequence: b.id(R.sequences, 'Séquence', 'Comme id.'),
          sequences_content: { ...CONTENTS, description: `${CONTENTS.description} Remplace le contenu (obligatoire).` },
        },
        messages: CONTENT_MESSAGES,
      },
      {
        config: {
          description:
            'sequences_content remplace les nœuds de la séquence ; les autres champs d’une séquence envoyés changent ' +
            'aussi, en une transaction.',
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const body = bodyOf(request);
      const id = bodyId(R.sequences, body.id ?? body['@id'] ?? body.antenne_sequence, 'id', sequences.label.one);
      if (id === undefined) throw unprocessable([{ propertyPath: 'id', message: msg.pedagogie.sequenceRequired }]);
      const existing = await scopedRow(ctx.db, sequences, user, id);
      requireWrite(user, sequences, 'update', existing.antenne_id);
      if (body.sequences_content === undefined) {
        throw unprocessable([{ propertyPath: 'sequences_content', message: msg.pedagogie.sequenceContentRequired }]);
      }
      const fields = fieldsOf(body);
      const prepared =
        Object.keys(fields).length > 0
          ? await prepareSave(ctx, sequences, user, fields, { mode: 'merge', existing })
          : undefined;
      const columns = prepared?.columns;
      if (columns) await checkLinks(ctx.db, user, columns);
      const referentiel = (columns ? columns.antenne_referentiel_id : existing.antenne_referentiel_id) as
        number | null | undefined;
      const nodes = await checkNodes(ctx, ctx.db, user, body.sequences_content, referentiel ?? null);
      const result = await ctx.db.transaction(async (tx) => {
        const seq = prepared
          ? await prepared.write(tx)
          : (await tx.query('UPDATE antenne_sequences SET updated_at = now() WHERE id = $1 RETURNING *', [id]))
              .rows[0]!;
        const stored = (await tx.query('SELECT * FROM antenne_sequence_contents WHERE antenne_sequence_id = $1', [id]))
          .rows;
        const wanted = new Map(nodes.map((n) => [n.key, n]));
        const removed = stored.filter((s) => !wanted.has(storedKey(s))).map((s) => s.id);
        if (removed.length > 0) {
          await tx.query(
            'UPDATE antenne_evaluation_contents SET sequence_content_id = NULL, updated_at = now() WHERE ' +
              'sequence_content_id = ANY($1::int[])',
            [removed],
          );
          await tx.query('DELETE FROM antenne_sequence_contents WHERE id = ANY($1::int[])', [removed]);
        }
        const kept = new Map(stored.filter((s) => wanted.has(storedKey(s))).map((s) => [storedKey(s), s]));
        for (const [key, row] of kept) {
          const n = wanted.get(key)!;
          await tx.query(
            'UPDATE antenne_sequence_contents SET label = $2, ordre = $3, antenne_referentiel_id = $4, antenne_id = ' +
              '$5, updated_at = now() WHERE id = $1',
            [row.id, n.label, n.ordre, n.antenne_referentiel_id, seq.antenne_id],
          );
        }
        await insertNodes(
          tx,
          seq,
          nodes.filter((n) => !kept.has(n.key)),
        );
        return sequenceWithContents(tx, ctx.registry, seq);
      });
      return sendJsonLd(reply, 200, result);
    },
  );
}
