// Domain module of providers and trainers (spec 001 "Providers"): the light list, a provider's collections
// and agreements, and its photo.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerProviderRoutes } from './providerRoutes.ts';
import { registerProviderPhoto } from './providerPhoto.ts';

const prestataires: DomainModule = {
  register(app, ctx) {
    registerProviderRoutes(app, ctx);
    registerProviderPhoto(app, ctx);
  },
};
export default prestataires;
