// Domain module of invoicing (spec 001 billing lists): the trainees to bill with their funding.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerBillingRoutes } from './billingRoutes.ts';

const facturation: DomainModule = {
  register(app, ctx) {
    registerBillingRoutes(app, ctx);
  },
};
export default facturation;
