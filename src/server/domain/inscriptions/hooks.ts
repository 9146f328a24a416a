// Hooks of the registration requests in the generic CRUD (crud/hooks.ts). Status 1 means "accepted and
// converted to a candidacy" (spec 001 §4, §7): a write that sets it (PUT with status only, PATCH, or
// « Accepter », which is that write) converts the request in the same transaction (requests.ts's
// convertRequest). The candidate link is the conversion's, never a client's; an accepted request is not
// reopened (status 2 by PUT with status only stays the spec's refusal).
import { defineHooks } from '../../crud/hooks.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { requireWrite } from '../../http/request.ts';
import { DEMANDE_ACCEPTEE } from '../../../shared/inscriptions/rules.ts';
import { alreadyAccepted, convertRequest } from './requests.ts';
import * as msg from './messages.ts';

export default defineHooks({
  external_registration_contacts: {
    beforeWrite(candidate, { ctx, user, existing }) {
      const wasAccepted = existing?.status === DEMANDE_ACCEPTEE;
      const linked =
        candidate.etudiant === undefined || candidate.etudiant === null
          ? null
          : (idFromIri('etudiants', candidate.etudiant, true) ?? -1);
      if (linked !== ((existing?.etudiant_id as number | null | undefined) ?? null)) {
        throw unprocessable([{ propertyPath: 'etudiant', message: msg.inscriptions.candidateFixed }]);
      }
      if (wasAccepted && candidate.status !== DEMANDE_ACCEPTEE)
        throw new HttpError(409, msg.inscriptions.acceptedNotRefused);
      if (!wasAccepted && candidate.status === DEMANDE_ACCEPTEE) {
        // A request is accepted once it exists (its attachments come after it), by a user who may create the candidate.
        if (!existing) throw unprocessable([{ propertyPath: 'status', message: msg.inscriptions.acceptByCall }]);
        requireWrite(user, ctx.registry.byName.get('etudiants')!, 'create');
      }
    },
    async afterWrite(row, { ctx, tx, user, existing, stored }) {
      if (row.status !== DEMANDE_ACCEPTEE || existing?.status === DEMANDE_ACCEPTEE) return;
      // Another acceptance committed since the request was read: one candidate only.
      if (stored?.status === DEMANDE_ACCEPTEE) throw alreadyAccepted(stored);
      return convertRequest(ctx, tx, user, row);
    },
  },
});
