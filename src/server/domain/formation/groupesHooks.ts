// Hooks of the groupes domain's resources in the generic CRUD (crud/hooks.ts):
// - etudiant_contrats: the rupture rule on the whole new state of every generic write (POST, PUT, PATCH);
// - antenne_groupe_sessions: POST to the item URL edits the session (spec 001: "PATCH and POST on given urls").
import { defineHooks } from '../../crud/hooks.ts';
import { checkRupture } from '../alternance/contractRoutes.ts';

export default defineHooks({
  etudiant_contrats: { beforeWrite: (candidate) => checkRupture(candidate) },
  antenne_groupe_sessions: { postToItem: {} },
});
