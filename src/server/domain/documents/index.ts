// The documents domain: generation of a model for selected trainees, its progress and its ZIP.
// The models themselves are generic CRUD (modeles, modele_dossiers, modele_action_formations), checked and
// completed by hooks.ts.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerGenerationRoutes } from './generationRoutes.ts';

const documents: DomainModule = {
  register(app, ctx) {
    registerGenerationRoutes(app, ctx);
  },
};
export default documents;
