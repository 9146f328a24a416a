// Domain module of providers and trainers (spec 001 "Providers"): the light list, a provider's collections
// and agreements, and its photo; a trainer's own documents in its space (trainerDocuments.ts).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerProviderRoutes } from './providerRoutes.ts';
import { registerProviderPhoto } from './providerPhoto.ts';
import { registerTrainerDocuments } from './trainerDocuments.ts';

const prestataires: DomainModule = {
  register(app, ctx) {
    registerProviderRoutes(app, ctx);
    registerProviderPhoto(app, ctx);
    registerTrainerDocuments(app, ctx);
  },
};
export default prestataires;
