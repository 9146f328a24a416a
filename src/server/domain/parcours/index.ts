// The parcours domain: the trainee's course moves (exit with its reason, switch to another session,
// contract rupture), each one transaction with the attendance update, the course state following contracts, and
// the SIFA survey file.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerExitRoute } from './exitRoute.ts';
import { registerSwitchRoute } from './switchRoute.ts';
import { registerSifaRoutes } from './sifaRoutes.ts';

const parcours: DomainModule = {
  register(app, ctx) {
    registerExitRoute(app, ctx);
    registerSwitchRoute(app, ctx);
    registerSifaRoutes(app, ctx);
  },
};

export default parcours;
