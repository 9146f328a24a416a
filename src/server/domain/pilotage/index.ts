// Domain module of the pilotage: dashboards and statistics (spec 001 "Statistics and dashboard": the antennes',
// providers' and OPCO dashboards, an antenne's detail, the statistics calls), the home's to-do, alerts and
// notifications.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerDashboardRoutes } from './dashboardRoutes.ts';
import { registerStatisticsRoutes } from './statisticsRoutes.ts';
import { registerHomeRoutes } from './homeRoutes.ts';
import notifications from './notificationsModule.ts';

const pilotage: DomainModule = {
  register(app, ctx) {
    registerDashboardRoutes(app, ctx);
    registerStatisticsRoutes(app, ctx);
    registerHomeRoutes(app, ctx);
    notifications.register(app, ctx);
  },
};
export default pilotage;
