// The configuration domain: resource files and client profiles stored in the database, versioned,
// checked on every write and served to every instance (source.ts); the API for supervisors (routes.ts).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerConfigurationRoutes } from './routes.ts';

const configuration: DomainModule = {
  register(app, ctx) {
    registerConfigurationRoutes(app, ctx);
  },
};
export default configuration;
