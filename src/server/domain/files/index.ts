// Domain module of uploaded files (x-upload resources): multipart upload, download, no JSON writes.
// The implementation lives in src/server/files/.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerFileRoutes } from '../../files/routes.ts';

const files: DomainModule = { register: (app, ctx) => registerFileRoutes(app, ctx) };
export default files;
