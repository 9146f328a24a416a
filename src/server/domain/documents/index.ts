// Domain module of documents, models and folders (spec 001 "Documents, models, folders").
import type { DomainModule } from '../../http/domainModules.ts';
import { registerModeleFolders } from './modeleFolders.ts';

const documents: DomainModule = {
  register(app, ctx) {
    registerModeleFolders(app, ctx);
  },
};
export default documents;
