// Hooks of notifications and alert settings in the generic CRUD (crud/hooks.ts). A notification is for one
// user, so each user (supervisor included) reads, marks as read and deletes only their own:
// - narrowRead: every read (list, CSV export, item, and the row a PUT, PATCH or DELETE starts from) keeps the
//   signed-in user's notifications; another user's is a 404;
// - rewriteQuery: a `user` filter asked by the client is dropped (the narrowing answers it).
// Creating a notification for a colleague of the same centre stays allowed (POST reads no row).
// An alert setting (user_alertes_global_params) is written only by the user it is for: any other
// user, whatever their role, gets a 403 (a guest is refused earlier, as for every write).
import { defineHooks } from '../../crud/hooks.ts';
import { forbidden } from '../../http/errors.ts';
import { idFromIri } from '../../hydra/iri.ts';
import * as msg from './messages.ts';

export default defineHooks({
  notifications: {
    narrowRead: ({ user, start }) => ({ sql: `t.user_id = $${start}`, params: [user.id] }),
    rewriteQuery: (query) => {
      for (const key of [...query.keys()]) if (key === 'user' || key.startsWith('user[')) query.delete(key);
    },
  },
  user_alertes_global_params: {
    beforeWrite: (candidate, { user }) => {
      if (idFromIri('users', candidate.user, true) !== user.id) throw forbidden(msg.alertes.ownParamsOnly);
    },
  },
});
