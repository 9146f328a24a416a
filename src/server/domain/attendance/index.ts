// The attendance domain: scheduler views and options by user, sign-in sheets and their sign-off, the trainees'
// own signatures and trainee space, absences and the pointage. Registered as one encapsulated plugin so the multipart
// parser serves only these routes.
import multipart from '@fastify/multipart';
import type { DomainModule } from '../../http/domainModules.ts';
import { registerSchedulerRoutes } from './schedulerRoutes.ts';
import { registerEmargementRoutes } from './emargementRoutes.ts';
import { registerAbsenceRoutes } from './absenceRoutes.ts';
import { registerPointageRoutes } from './pointageRoutes.ts';
import { registerAttendanceRoutes } from './attendanceRoutes.ts';
import { registerSchedulerOptions } from './schedulerOptions.ts';
import { registerSelfSignRoutes } from './selfSignRoutes.ts';
import { registerTraineeRoutes } from './traineeRoutes.ts';
import { registerSheetLinkRoutes } from './sheetLinkRoutes.ts';
import { registerJustificationRoutes } from './justificationRoutes.ts';
import { registerOtpRoutes } from './otpRoutes.ts';
import { registerTrainerRoutes } from './trainerRoutes.ts';
import { registerAvailabilityRoutes } from './availabilityRoutes.ts';

const attendance: DomainModule = {
  async register(app, ctx) {
    await app.register(async (scope) => {
      // etudiant_pointage_add_absence is sent as multipart form data: fields become body values.
      await scope.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fileSize: 5 * 1024 * 1024, files: 1 },
      });
      registerSchedulerRoutes(scope, ctx);
      registerEmargementRoutes(scope, ctx);
      registerAbsenceRoutes(scope, ctx);
      registerPointageRoutes(scope, ctx);
      registerAttendanceRoutes(scope, ctx);
      registerSchedulerOptions(scope, ctx);
      registerSelfSignRoutes(scope, ctx);
      registerTraineeRoutes(scope, ctx);
      registerSheetLinkRoutes(scope, ctx);
      registerOtpRoutes(scope, ctx);
      registerTrainerRoutes(scope, ctx);
      registerAvailabilityRoutes(scope, ctx);
    });
    // The justification's upload is streamed by the server's own multipart parser (files/routes.ts).
    registerJustificationRoutes(app, ctx);
  },
};

export default attendance;
