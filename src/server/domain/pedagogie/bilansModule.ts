// Domain module of assessments and ACA (spec 001 "Assessments and RPP", "ACA"): trainee lists with their
// assessments or ACAs, ACA eligibility, generation and finalisation.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerTraineeLists } from './bilanTraineeLists.ts';
import { registerAcaRoutes } from './acaRoutes.ts';

const bilans: DomainModule = {
  register(app, ctx) {
    registerTraineeLists(app, ctx);
    registerAcaRoutes(app, ctx);
  },
};
export default bilans;
