// Domain module of the signed-in user's own account: its profile and password (profil.ts) and its Google
// sign-in (google.ts); « Créer un accès » for a company tutor or a trainer (accessRoutes.ts).
import type { DomainModule } from '../../http/domainModules.ts';
import profil from './profil.ts';
import google from './google.ts';
import { registerAccessRoutes } from './accessRoutes.ts';

const compte: DomainModule = {
  register(app, ctx) {
    profil.register(app, ctx);
    google.register(app, ctx);
    registerAccessRoutes(app, ctx);
  },
};
export default compte;
