// Domain module of diplomas, sessions and trainee screens: the calls of spec 001 section 7 "Sessions and
// diplomas" that are not plain CRUD (the diplomas an antenne or the centre offers under the visibility rule
// of section 6, the sessions of the antennes' diplomas, a diploma session's trainees, the multipart form of
// a diploma's administrative documents) and the trainee calls of spec 000 section 7 (individual plan,
// evaluations, interviews, pedagogy light list, interviews dashboard, the `stagiaires` list).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerDiplomaRoutes } from './diplomaRoutes.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerTraineeRoutes } from './traineeRoutes.ts';
import { registerTraineeLists } from './traineeLists.ts';
import { registerStagiaires } from './stagiaires.ts';
import groupes from './groupesModule.ts';
import sites from './sitesModule.ts';

const formation: DomainModule = {
  register(app, ctx) {
    registerDiplomaRoutes(app, ctx);
    registerSessionRoutes(app, ctx);
    registerTraineeRoutes(app, ctx);
    registerTraineeLists(app, ctx);
    registerStagiaires(app, ctx);
    groupes.register(app, ctx);
    sites.register(app, ctx);
  },
};
export default formation;
