// Domain module of agreements (spec 001 "Agreements"): the light list, an agreement session's trainees, and an
// agreement's trainees as one list, and the creation wizard's save in one transaction.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerAgreementRoutes } from './agreementRoutes.ts';
import { registerTraineeListRoutes } from './traineeListRoutes.ts';
import { registerAssistantRoutes } from './assistantRoutes.ts';

const conventions: DomainModule = {
  register(app, ctx) {
    registerAgreementRoutes(app, ctx);
    registerTraineeListRoutes(app, ctx);
    registerAssistantRoutes(app, ctx);
  },
};
export default conventions;
