// Domain module of the GED collaborative (spec 000 section 2, /antenne/ged-collaborative; spec 001 "Documents,
// models, folders"): the folder tree with the client's default folders, and moves. Uploads of documents and
// versions are the createFrom hooks of their resources (hooks.ts, uploads.ts); downloads are the media objects'.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerGedRoutes } from './routes.ts';

const ged: DomainModule = {
  register(app, ctx) {
    registerGedRoutes(app, ctx);
  },
};
export default ged;
