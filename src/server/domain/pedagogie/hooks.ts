// Hooks of the pedagogie domain's resources in the generic CRUD (crud/hooks.ts):
// - antenne_pedagogie_documents: a multipart POST creates the document from its form and file
//   (documentRoutes.ts createFromForm); a JSON POST stays the generic create.
// - document_suivi_rpps: also created from a multipart form (suiviRpp, nom, typeDocument, file), as the spec
//   sends it; a JSON POST with a media object IRI stays the generic create.
// - antenne_referentiels: a locked one (editable false) accepts only its unlocking (its delete stays the
//   generic one: a referential with nodes is still referenced, 409);
// - its units, skills and descriptors: no create, change or delete inside a locked referential (lock.ts).
// A record saved back unchanged is no change: accepted even when locked.
// - etudiant_acas: a collection read (the menu's ACA list, its CSV export, a trainee's sub-collection) keeps per
//   trainee only its latest non-archived ACA (spec 001 "ACA", the rule of the trainee's tab:
//   src/shared/pedagogie/latestAca.ts), unless it filters by `statut` (the archived ones stay findable that
//   way); an item read or write reaches every ACA of the scope.
import { defineHooks, type ResourceHooks } from '../../crud/hooks.ts';
import { unprocessable } from '../../http/errors.ts';
import { createFromForm } from './documentRoutes.ts';
import { changes, refuseIfLocked, referentielOfNode, touchedReferentiels } from './lock.ts';
import * as msg from './messages.ts';

const node = (kind: 'UNIT' | 'SKILL' | 'DESCRIPTOR'): ResourceHooks => ({
  beforeWrite: async (candidate, { ctx, r, existing }) => {
    if (changes(r, candidate, existing))
      await refuseIfLocked(ctx.db, await touchedReferentiels(ctx.db, kind, candidate, existing));
  },
  beforeDelete: async (row, { ctx }) =>
    refuseIfLocked(ctx.db, [await referentielOfNode(ctx.db, kind, row.id as number)]),
});

/** Internal mark of a collection read asking for the latest ACA per trainee (set by rewriteQuery only). */
const LATEST_ACA = '__latest_aca';
const hasStatutFilter = (query: URLSearchParams) =>
  [...query.keys()].some((k) => k === 'statut' || k.startsWith('statut['));

export default defineHooks({
  etudiant_acas: {
    rewriteQuery: (query) => {
      query.delete(LATEST_ACA);
      if (!hasStatutFilter(query)) query.set(LATEST_ACA, '1');
    },
    // The same order as latestAca: generation date (none last), then creation, then id.
    narrowRead: ({ query }) =>
      query.get(LATEST_ACA) === '1'
        ? {
            sql: `t.id IN (SELECT DISTINCT ON (a.etudiant_id) a.id FROM etudiant_acas a
        WHERE a.statut IS DISTINCT FROM 'archivee'
        ORDER BY a.etudiant_id, a.date_generation DESC NULLS LAST, a.created_at DESC, a.id DESC)`,
            params: [],
          }
        : undefined,
  },
  antenne_pedagogie_documents: {
    createFrom: { multipart: (request, reply, { ctx }) => createFromForm(ctx, request, reply) },
  },
  document_suivi_rpps: { createForm: true },
  antenne_referentiels: {
    beforeWrite: (candidate, { r, existing }) => {
      if (existing && existing.editable === false && candidate.editable !== true && changes(r, candidate, existing)) {
        throw unprocessable([{ propertyPath: 'editable', message: msg.pedagogie.referentielLockedFields }]);
      }
    },
  },
  antenne_referentiel_unite_competences: node('UNIT'),
  antenne_referentiel_competences: node('SKILL'),
  antenne_referentiel_descripteurs: node('DESCRIPTOR'),
});
