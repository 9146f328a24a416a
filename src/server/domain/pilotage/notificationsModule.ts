// Domain module of notifications and alerts: the alert setting call (alertRoutes.ts), the app bar's badges,
// the user's active alerts and « tout marquer comme lu » (badgeRoutes.ts), the trainer space's « Mes notifications »
// (trainerNotificationRoutes.ts). Who reads which
// notification is declared in hooks.ts (each user only their own).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerAlertRoutes } from './alertRoutes.ts';
import { registerBadgeRoutes } from './badgeRoutes.ts';
import { registerTrainerNotificationRoutes } from './trainerNotificationRoutes.ts';

const notifications: DomainModule = {
  register(app, ctx) {
    registerAlertRoutes(app, ctx);
    registerBadgeRoutes(app, ctx);
    registerTrainerNotificationRoutes(app, ctx);
  },
};
export default notifications;
