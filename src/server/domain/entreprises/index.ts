// Domain module of companies, assessments/RPP/ACA, providers, agreements, alerts and models: the calls of
// spec 001 section 7 that are not plain CRUD (light lists, sub-collections, trainee lists with their
// assessments or ACAs, ACA eligibility/generation/finalisation, a user's alert setting, sending a ticket), and the camelCase
// property names of those calls accepted as aliases.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerCompanyRoutes } from './companyRoutes.ts';
import { registerTraineeLists } from './traineeLists.ts';
import { registerAcaRoutes } from './acaRoutes.ts';
import { registerLightRoutes } from './lightRoutes.ts';
import { registerAliases } from './aliases.ts';
import { registerTicketRoutes } from './ticketRoutes.ts';

const entreprises: DomainModule = {
  register(app, ctx) {
    registerCompanyRoutes(app, ctx);
    registerTraineeLists(app, ctx);
    registerAcaRoutes(app, ctx);
    registerLightRoutes(app, ctx);
    registerAliases(app);
    registerTicketRoutes(app, ctx);
  },
};
export default entreprises;
