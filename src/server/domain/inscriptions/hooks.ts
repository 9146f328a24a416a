// Hooks of the registration requests in the generic CRUD (crud/hooks.ts): the generic form keeps the request's
// contact data editable, but acceptance is the accept call's (requests.ts), which creates the candidate in the
// same transaction. So a generic write may not set status 1 or the candidate link, nor reopen an accepted
// request (status 2 by PUT with status only stays the spec's refusal).
import { defineHooks } from '../../crud/hooks.ts';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import { DEMANDE_ACCEPTEE } from '../../../shared/inscriptions/rules.ts';
import * as msg from '../../http/messages.ts';

export default defineHooks({
  external_registration_contacts: {
    beforeWrite(candidate, { existing }) {
      const wasAccepted = existing?.status === DEMANDE_ACCEPTEE;
      const linked = candidate.etudiant === undefined || candidate.etudiant === null ? null : idFromIri('etudiants', candidate.etudiant, true) ?? -1;
      if (linked !== ((existing?.etudiant_id as number | null | undefined) ?? null)) {
        throw unprocessable([{ propertyPath: 'etudiant', message: msg.inscriptions.candidateFixed }]);
      }
      if (wasAccepted && candidate.status !== DEMANDE_ACCEPTEE) throw new HttpError(409, msg.inscriptions.acceptedNotRefused);
      if (!wasAccepted && candidate.status === DEMANDE_ACCEPTEE) {
        throw unprocessable([{ propertyPath: 'status', message: msg.inscriptions.acceptByCall }]);
      }
    },
  },
});
