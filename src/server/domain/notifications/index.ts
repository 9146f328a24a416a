// Domain module of notifications and alerts: the alert setting call (alertRoutes.ts). Who reads which
// notification is declared in hooks.ts (each user only their own).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerAlertRoutes } from './alertRoutes.ts';

const notifications: DomainModule = {
  register(app, ctx) {
    registerAlertRoutes(app, ctx);
  },
};
export default notifications;
