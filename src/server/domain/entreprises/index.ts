// Domain module of companies (spec 001 "Companies"): light lists for selects, a company's follow-ups, contacts,
// taxes and documents as sub-collections, and the company registry lookup that fills a company from its SIRET, the
// apprenticeship tax statistics, the deposit of a contract's file with its OPCO, and the cerfa 10103 saved on the
// contract with its validation status.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerCompanyRoutes } from './companyRoutes.ts';
import { registerRegistryRoutes } from './registryRoutes.ts';
import { registerTaxStatsRoutes } from './taxStatsRoutes.ts';

const entreprises: DomainModule = {
  register(app, ctx) {
    registerCompanyRoutes(app, ctx);
    registerRegistryRoutes(app, ctx);
    registerTaxStatsRoutes(app, ctx);
  },
};
export default entreprises;
