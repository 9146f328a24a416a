// Domain module of the CSV exports: GET /api/<resource>/export.csv for every resource (src/server/export/).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerExportRoutes } from '../../export/routes.ts';

const exportModule: DomainModule = {
  register: (app, ctx) => registerExportRoutes(app, ctx),
};
export default exportModule;
