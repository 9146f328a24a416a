// Domain module of agreements (spec 001 "Agreements"): the light list and an agreement session's trainees.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerAgreementRoutes } from './agreementRoutes.ts';

const conventions: DomainModule = {
  register(app, ctx) {
    registerAgreementRoutes(app, ctx);
  },
};
export default conventions;
