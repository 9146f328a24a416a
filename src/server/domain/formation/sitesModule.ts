// Domain module of the sites: the antenne/diploma table (tableRoutes.ts), a session's details with
// their stages, parcours and evaluations on one page (sessionDetails.ts). The closing periods'
// overlap rule is a hook of the generic CRUD (hooks.ts, closings.ts).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerTableRoutes } from './tableRoutes.ts';
import { registerSessionDetailRoutes } from './sessionDetails.ts';

const sites: DomainModule = {
  register(app, ctx) {
    registerTableRoutes(app, ctx);
    registerSessionDetailRoutes(app, ctx);
  },
};
export default sites;
