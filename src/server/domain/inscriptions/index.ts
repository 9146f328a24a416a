// Domain module of registration and enrolment: a registration request accepted into a
// candidate or refused with a reason (requests.ts), a candidate enrolled as a trainee in a group and a
// session (enrolment.ts). The trainee record's own fields are the generic CRUD of `etudiants`.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerRequestRoutes } from './requests.ts';
import { registerEnrolmentRoutes } from './enrolment.ts';

const inscriptions: DomainModule = {
  register(app, ctx) {
    registerRequestRoutes(app, ctx);
    registerEnrolmentRoutes(app, ctx);
  },
};
export default inscriptions;
