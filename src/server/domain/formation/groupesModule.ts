// Domain module of groups, delegates and contracts (spec 001 section 7, "Grids, invoices, groups, follow-ups,
// contracts" and "Sessions and diplomas"): a group's trainee list replaced at once and its transfer to another
// group, a diploma session's delegates as one list, a contract's update by POST (JSON or form) and the
// rupture rule on every contract write, and a trainee's contracts (`etudiants/{id}/contrats`).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerGroupRoutes } from './groupRoutes.ts';
import { registerDelegateRoutes } from './delegateRoutes.ts';

const groupes: DomainModule = {
  register(app, ctx) {
    registerGroupRoutes(app, ctx);
    registerDelegateRoutes(app, ctx);
  },
};
export default groupes;
