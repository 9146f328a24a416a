// Domain module of dashboards and statistics (spec 001 "Statistics and dashboard"): the antennes', providers'
// and OPCO dashboards, an antenne's detail and the statistics calls.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerDashboardRoutes } from './dashboardRoutes.ts';
import { registerStatisticsRoutes } from './statisticsRoutes.ts';
import { registerHomeRoutes } from './homeRoutes.ts';

const statistiques: DomainModule = {
  register(app, ctx) {
    registerDashboardRoutes(app, ctx);
    registerStatisticsRoutes(app, ctx);
    registerHomeRoutes(app, ctx);
  },
};
export default statistiques;
