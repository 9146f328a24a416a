// The antenne/diploma table (spec 000 section 2, last point): GET /api/antenne_diplome_table with one of
// `antenne`, `diplome` or `action` (an id or IRI) answers the training rows of that view: each antenne session
// of a diploma (or each session of an action) with the table's columns (diplome, action, ufa, lieu_formation,
// complement_name, numero_habilitation, numero_session, numero_examen, date_debut_formation,
// date_fin_formation, heures_centre, heures_entreprise, documents) and its trainees with the student
// sub-columns (apprenant, contrat, entreprise, tuteur_nom, tuteur_telephone, tuteur_mail). Every column is
// answered: which ones a view shows is the client profile's `antenneDiplomeTable` (the admin reads its flags).
// Rows and trainees are those the caller may read (an antenne-level user: its antenne only).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { sendJsonLd } from '../../http/context.ts';
import { scopeCondition } from '../../auth/access.ts';
import { badRequest } from '../../http/errors.ts';
import { collection, queryId, queryOf, withQuery, q } from '../../http/request.ts';
import { itemIri } from '../../hydra/iri.ts';
import { referenceLabel } from '../../../shared/reference/index.ts';
import { model } from '../common.ts';
import * as msg from './messages.ts';

const ETUDIANT_SUPPRIME = 3;

type SessionRow = {
  id: number;
  kind: 'diplome' | 'action';
  antenne_id: number;
  ufa: string;
  diplome_id: number | null;
  diplome: string | null;
  action: string | null;
  diplome_session_id: number | null;
  lieu_formation: string | null;
  complement_name: string | null;
  numero_habilitation: string | null;
  numero_session: string | null;
  numero_examen: string | null;
  date_debut_formation: string | null;
  date_fin_formation: string | null;
  heures_centre: number | string | null;
  heures_entreprise: number | string | null;
};

const num = (v: number | string | null): number | null => (v === null || v === undefined ? null : Number(v));

export function registerTableRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/antenne_diplome_table',
    withQuery(
      {
        properties: {
          antenne: q.id('antennes', 'L’antenne.'),
          diplome: q.id('diplomes', 'Le diplôme.'),
          action: q.id('actions', 'L’action de formation.'),
        },
      },
      {
        config: {
          summary: 'Tableau antenne / diplôme',
          description:
            "Les sessions d'une antenne, d'un diplôme ou d'une action (paramètre antenne, diplome ou action) avec " +
            "leurs colonnes et leurs apprenants (contrat, entreprise, maître d'apprentissage ou tuteur).",
        },
      },
    ),
    async (request, reply) => {
      const user = await ctx.auth(request);
      const query = queryOf(request);
      const given = (['antenne', 'diplome', 'action'] as const).filter((k) => query.has(k));
      if (given.length !== 1) throw badRequest(msg.planification.tableView);
      const view = given[0]!;
      const resourceOf = { antenne: 'antennes', diplome: 'diplomes', action: 'antenne_actions' } as const;
      const id = queryId(resourceOf[view], query.get(view), view);

      const ads = scopeCondition(user, model(ctx, 'antenne_diplome_sessions'), 2, 'ads');
      const aas = scopeCondition(user, model(ctx, 'antenne_action_sessions'), 2, 'aas');
      const rows: SessionRow[] = [];
      if (view !== 'action') {
        const where = view === 'antenne' ? 'ads.antenne_id = $1' : 'ds.diplome_id = $1';
        rows.push(
          ...(
            await ctx.db.query<SessionRow>(
              `SELECT ads.id, 'diplome' AS kind, ads.antenne_id, a.name AS ufa, d.id AS diplome_id, d.name AS diplome,
                NULL AS action,
                ds.id AS diplome_session_id, ads.training_place AS lieu_formation,
                COALESCE(ads.complementary_name, d.complement_name) AS complement_name,
                ads.habilitation_number AS numero_habilitation, ds.session_number AS numero_session, ds.exam_number AS
                  numero_examen,
                COALESCE(ads.dt_start, ds.dt_start)::text AS date_debut_formation, COALESCE(ads.dt_end, ds.dt_end)::text
                  AS date_fin_formation,
                ads.centre_hours AS heures_centre, ads.company_hours AS heures_entreprise
         FROM antenne_diplome_sessions ads
         JOIN diplome_sessions ds ON ds.id = ads.diplome_session_id
         JOIN diplomes d ON d.id = ds.diplome_id
         JOIN antennes a ON a.id = ads.antenne_id
         WHERE ${where} AND ads.etat <> 2 AND ${ads.sql}
         ORDER BY d.name, COALESCE(ads.dt_start, ds.dt_start) DESC NULLS LAST, a.name, ads.id`,
              [id, ...ads.params],
            )
          ).rows,
        );
      }
      if (view !== 'diplome') {
        const where = view === 'antenne' ? 'aas.antenne_id = $1' : 'aas.action_id = $1';
        rows.push(
          ...(
            await ctx.db.query<SessionRow>(
              `SELECT aas.id, 'action' AS kind, aas.antenne_id, a.name AS ufa, d.id AS diplome_id, d.name AS diplome,
                act.name AS action,
                NULL::int AS diplome_session_id, aas.training_place AS lieu_formation, aas.name AS complement_name,
                NULL AS numero_habilitation, NULL AS numero_session, NULL AS numero_examen,
                aas.dt_start::text AS date_debut_formation, aas.dt_end::text AS date_fin_formation,
                aas.hours AS heures_centre, NULL::numeric AS heures_entreprise
         FROM antenne_action_sessions aas
         JOIN antenne_actions act ON act.id = aas.action_id
         LEFT JOIN diplomes d ON d.id = act.diplome_id
         JOIN antennes a ON a.id = aas.antenne_id
         WHERE ${where} AND aas.etat <> 2 AND ${aas.sql}
         ORDER BY act.name, aas.dt_start DESC NULLS LAST, aas.id`,
              [id, ...aas.params],
            )
          ).rows,
        );
      }

      // Trainees of the diploma sessions: of the session's diploma session and antenne, with their latest contract.
      const sessions = rows.filter((r) => r.kind === 'diplome');
      const es = scopeCondition(user, model(ctx, 'etudiants'), 3, 'e');
      const trainees =
        sessions.length === 0
          ? []
          : (
              await ctx.db.query<{
                id: number;
                diplome_session_id: number;
                antenne_id: number;
                lastname: string;
                firstname: string;
                type_contrat: number | null;
                numero_contrat: string | null;
                date_debut: string | null;
                date_fin: string | null;
                entreprise: string | null;
                tuteur_lastname: string | null;
                tuteur_firstname: string | null;
                tuteur_phone: string | null;
                tuteur_mail: string | null;
              }>(
                `SELECT e.id, e.diplome_session_id, e.antenne_id, e.lastname, e.firstname,
              c.type_contrat, c.numero_contrat, c.date_debut::text AS date_debut, c.date_fin::text AS date_fin, en.name
                AS entreprise,
              c.tuteur_lastname, c.tuteur_firstname, c.tuteur_phone, c.tuteur_mail
       FROM etudiants e
       LEFT JOIN LATERAL (SELECT * FROM etudiant_contrats c WHERE c.etudiant_id = e.id AND c.etat <> 2
                          ORDER BY c.date_debut DESC NULLS LAST, c.id DESC LIMIT 1) c ON true
       LEFT JOIN entreprises en ON en.id = c.entreprise_id
       WHERE e.diplome_session_id = ANY($1::int[]) AND e.antenne_id = ANY($2::int[]) AND e.type = 1 AND e.etat <>
         ${ETUDIANT_SUPPRIME}
         AND ${es.sql}
       ORDER BY e.lastname, e.firstname, e.id`,
                [
                  sessions.map((s) => s.diplome_session_id),
                  [...new Set(sessions.map((s) => s.antenne_id))],
                  ...es.params,
                ],
              )
            ).rows;

      // Administrative documents of each diploma (the antenne's own and the centre's shared ones).
      const diplomaIds = [...new Set(rows.map((r) => r.diplome_id).filter((d): d is number => d !== null))];
      const dd = scopeCondition(user, model(ctx, 'antenne_diplome_document_administratifs'), 2, 'doc');
      const documents =
        diplomaIds.length === 0
          ? []
          : (
              await ctx.db.query<{
                id: number;
                diplome_id: number;
                antenne_id: number | null;
                name: string;
                file_id: number | null;
              }>(
                `SELECT doc.id, doc.diplome_id, doc.antenne_id, doc.name, doc.file_id FROM
                  antenne_diplome_document_administratifs doc
       WHERE doc.diplome_id = ANY($1::int[]) AND doc.etat <> 2 AND ${dd.sql} ORDER BY doc.name, doc.id`,
                [diplomaIds, ...dd.params],
              )
            ).rows;

      const members = rows.map((r) => ({
        '@id': itemIri(r.kind === 'diplome' ? 'antenne_diplome_sessions' : 'antenne_action_sessions', r.id),
        '@type': r.kind === 'diplome' ? 'AntenneDiplomeSession' : 'AntenneActionSession',
        id: r.id,
        kind: r.kind,
        antenne: itemIri('antennes', r.antenne_id),
        diplome: r.diplome,
        action: r.action,
        ufa: r.ufa,
        lieu_formation: r.lieu_formation,
        complement_name: r.complement_name,
        numero_habilitation: r.numero_habilitation,
        numero_session: r.numero_session,
        numero_examen: r.numero_examen,
        date_debut_formation: r.date_debut_formation,
        date_fin_formation: r.date_fin_formation,
        heures_centre: num(r.heures_centre),
        heures_entreprise: num(r.heures_entreprise),
        documents: documents
          .filter((d) => d.diplome_id === r.diplome_id && (d.antenne_id === null || d.antenne_id === r.antenne_id))
          .map((d) => ({ name: d.name, file: d.file_id ? itemIri('media_objects', d.file_id) : null })),
        apprenants:
          r.kind !== 'diplome'
            ? []
            : trainees
                .filter((t) => t.diplome_session_id === r.diplome_session_id && t.antenne_id === r.antenne_id)
                .map((t) => ({
                  '@id': itemIri('etudiants', t.id),
                  apprenant: `${t.lastname} ${t.firstname}`,
                  contrat:
                    t.type_contrat === null && !t.numero_contrat
                      ? null
                      : [referenceLabel('types_contrat_cerfa', t.type_contrat), t.numero_contrat]
                          .filter(Boolean)
                          .join(' · '),
                  entreprise: t.entreprise,
                  tuteur_nom: [t.tuteur_lastname, t.tuteur_firstname].filter(Boolean).join(' ') || null,
                  tuteur_telephone: t.tuteur_phone,
                  tuteur_mail: t.tuteur_mail,
                })),
      }));
      return sendJsonLd(
        reply,
        200,
        collection(`/api/antenne_diplome_table?${view}=${id}`, 'AntenneDiplomeTable', members),
      );
    },
  );
}
