// Domain module of companies, assessments/RPP/ACA, providers, agreements, alerts and models: the calls of
// spec 001 section 7 that are not plain CRUD (light lists, sub-collections, trainee lists with their
// assessments or ACAs, ACA eligibility/generation/finalisation, a user's alert setting, sending a ticket, a
// provider's collections, agreements and photo, an agreement's trainees, the company registry lookup,
// dashboards and statistics), and the camelCase property names of those calls accepted as aliases.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerCompanyRoutes } from './companyRoutes.ts';
import { registerTraineeLists } from './traineeLists.ts';
import { registerAcaRoutes } from './acaRoutes.ts';
import { registerLightRoutes } from './lightRoutes.ts';
import { registerAliases } from './aliases.ts';
import { registerTicketRoutes } from './ticketRoutes.ts';
import { registerProviderRoutes } from './providerRoutes.ts';
import { registerProviderPhoto } from './providerPhoto.ts';
import { registerAgreementRoutes } from './agreementRoutes.ts';
import { registerRegistryRoutes } from './registryRoutes.ts';
import { registerDashboardRoutes } from './dashboardRoutes.ts';
import { registerStatisticsRoutes } from './statisticsRoutes.ts';
import { registerBillingRoutes } from './billingRoutes.ts';

const entreprises: DomainModule = {
  register(app, ctx) {
    registerCompanyRoutes(app, ctx);
    registerTraineeLists(app, ctx);
    registerAcaRoutes(app, ctx);
    registerLightRoutes(app, ctx);
    registerAliases(app);
    registerTicketRoutes(app, ctx);
    registerProviderRoutes(app, ctx);
    registerProviderPhoto(app, ctx);
    registerAgreementRoutes(app, ctx);
    registerRegistryRoutes(app, ctx);
    registerDashboardRoutes(app, ctx);
    registerStatisticsRoutes(app, ctx);
    registerBillingRoutes(app, ctx);
  },
};
export default entreprises;
