// The documents domain: generation of a model for selected trainees, its progress and its ZIP; the trainee
// space's « Mes documents » (traineeRoutes.ts).
// The models themselves are generic CRUD (modeles, modele_dossiers, modele_action_formations), checked and
// completed by hooks.ts.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerGenerationRoutes } from './generationRoutes.ts';
import { registerTraineeDocumentRoutes } from './traineeRoutes.ts';

const documents: DomainModule = {
  register(app, ctx) {
    registerGenerationRoutes(app, ctx);
    registerTraineeDocumentRoutes(app, ctx);
  },
};
export default documents;
