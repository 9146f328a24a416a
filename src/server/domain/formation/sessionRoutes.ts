// Sessions of the antennes' diplomas and their trainees (spec 001 section 7, "Sessions and diplomas"):
// GET /api/antenne_diplomes_sessions (the spec's spelling; etat=0, optional antenne and diplome): each
// antenne session with its diploma, session and antenne names and the label of a session select;
// GET /api/session_stagaires_list?diplome=&antenne= (both required): the trainees of that diploma's sessions
// in that antenne.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { itemIri } from '../../hydra/iri.ts';
import { toItem } from '../../hydra/serialize.ts';
import type { RowOf } from '../../db/rows.ts';
import { reachable } from './shared.ts';
import { model } from '../common.ts';
import { collection, intParam, queryOf, requiredParam, q, withQuery } from '../../http/request.ts';

const iri = (resource: string, id: number | null | undefined) =>
  id === null || id === undefined ? null : itemIri(resource, id);

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/antenne_diplomes_sessions',
    withQuery({
      properties: {
        etat: q.text('L’état des sessions (0 : active).'),
        antenne: q.id('antennes', 'L’antenne.'),
        diplome: q.id('diplomes', 'Le diplôme.'),
      },
    }),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const r = model(ctx, 'antenne_diplome_sessions');
      const scope = scopeCondition(user, r, 1);
      const params: unknown[] = [...scope.params];
      const where = [scope.sql, 's.etat <> 2', 'd.etat <> 2'];
      const add = (sql: string, v: unknown) => {
        params.push(v);
        where.push(sql.replace('?', `$${params.length}`));
      };
      const etat = intParam(query, 'etat');
      if (etat !== undefined) add('t.etat = ?', etat);
      else where.push('t.etat <> 2');
      if (query.get('antenne'))
        add('t.antenne_id = ?', (await reachable(ctx, user, 'antennes', query.get('antenne'), 'antenne')).id);
      if (query.get('diplome'))
        add('d.id = ?', (await reachable(ctx, user, 'diplomes', query.get('diplome'), 'diplome')).id);
      type Listed = RowOf<'antenne_diplome_sessions'> & {
        session_name: string;
        diplome_id: number;
        diplome_name: string;
        antenne_name: string;
      };
      const res = await ctx.db.query<Listed>(
        `SELECT t.*, s.name AS session_name, d.id AS diplome_id, d.name AS diplome_name, a.name AS antenne_name
       FROM antenne_diplome_sessions t JOIN diplome_sessions s ON s.id = t.diplome_session_id
       JOIN diplomes d ON d.id = s.diplome_id JOIN antennes a ON a.id = t.antenne_id
       WHERE ${where.join(' AND ')} ORDER BY d.name, s.dt_start NULLS LAST, a.name, t.id`,
        params,
      );
      const members = res.rows.map((row) => ({
        ...toItem(r, row),
        diplome: itemIri('diplomes', row.diplome_id),
        diplome_name: row.diplome_name,
        diplome_session_name: row.session_name,
        antenne_name: row.antenne_name,
        dropdown_label: `${row.diplome_name} – ${row.session_name} (${row.antenne_name})`,
      }));
      return sendJsonLd(reply, 200, collection('/api/antenne_diplomes_sessions', r.className, members));
    },
  );

  app.get(
    '/api/session_stagaires_list',
    withQuery(
      {
        properties: { diplome: q.id('diplomes', 'Le diplôme.'), antenne: q.id('antennes', "L'antenne.") },
        required: ['diplome', 'antenne'],
      },
      { config: { summary: "Stagiaires d'un diplôme dans une antenne" } },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const diplomeRaw = requiredParam(query, 'diplome');
      const antenneRaw = requiredParam(query, 'antenne');
      const diplome = await reachable(ctx, user, 'diplomes', diplomeRaw, 'diplome');
      const antenne = await reachable(ctx, user, 'antennes', antenneRaw, 'antenne');
      const params: unknown[] = [user.cfaId, diplome.id, antenne.id];
      let extra = '';
      for (const name of ['etat', 'type'] as const) {
        const v = intParam(query, name);
        if (v === undefined) continue;
        params.push(v);
        extra += ` AND e.${name} = $${params.length}`;
      }
      // Deleted trainees (etat 3) are never listed unless asked for.
      if (!query.get('etat')) extra += ' AND e.etat <> 3';
      const res = await ctx.db.query<RowOf<'etudiants'> & { session_name: string; ads_id: number | null }>(
        `SELECT e.*, s.name AS session_name,
         (SELECT ads.id FROM antenne_diplome_sessions ads WHERE ads.antenne_id = e.antenne_id AND ads.diplome_session_id
           = e.diplome_session_id
          ORDER BY ads.etat, ads.id LIMIT 1) AS ads_id
       FROM etudiants e JOIN diplome_sessions s ON s.id = e.diplome_session_id
       WHERE e.cfa_id = $1 AND s.diplome_id = $2 AND e.antenne_id = $3${extra}
       ORDER BY e.lastname, e.firstname, e.id`,
        params,
      );
      const members = res.rows.map((e) => ({
        '@id': itemIri('etudiants', e.id),
        '@type': 'Etudiant',
        id: e.id,
        type: e.type,
        etat: e.etat,
        civility: e.civility,
        lastname: e.lastname,
        firstname: e.firstname,
        mail: e.mail,
        phone_number: e.phone_number,
        dt_date_entree: e.dt_date_entree,
        date_sortie_prevue: e.date_sortie_prevue,
        date_sortie: e.date_sortie,
        antenne: iri('antennes', e.antenne_id),
        diplome: itemIri('diplomes', diplome.id),
        diplome_session: iri('diplome_sessions', e.diplome_session_id),
        diplome_session_name: e.session_name,
        antenne_diplome_session: iri('antenne_diplome_sessions', e.ads_id),
      }));
      return sendJsonLd(reply, 200, collection('/api/session_stagaires_list', 'Etudiant', members));
    },
  );
}
