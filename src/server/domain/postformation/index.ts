// The post-training domain: follow-ups of trainees who left, survey campaigns with a personal link
// per trainee, the public survey form (no session: the link's token is the only key), the trainee space's
// « Mes enquêtes » (the same sendings answered signed in) and the results.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerFollowUpRoutes } from './followUpRoutes.ts';
import { registerSurveyRoutes } from './surveyRoutes.ts';
import { registerPublicSurveyRoutes } from './publicSurveyRoutes.ts';
import { registerTraineeSurveyRoutes } from './traineeSurveyRoutes.ts';

const postformation: DomainModule = {
  register(app, ctx) {
    registerFollowUpRoutes(app, ctx);
    registerSurveyRoutes(app, ctx);
    registerPublicSurveyRoutes(app, ctx);
    registerTraineeSurveyRoutes(app, ctx);
  },
};
export default postformation;
