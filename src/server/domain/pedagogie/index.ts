// The pedagogy domain: the calls of spec 001 section 7 that are not plain CRUD: renaming, copying
// (with the whole tree, in one transaction) and reading referentials, the sequence groups and sequences with
// their contents, completing an evaluation's contents, pedagogy documents sent as forms, and a trainee's
// evaluations (`etudiants/{id}/evaluations`). The generic CRUD
// of every pedagogy resource comes from its schema. Beside it: the tree edits (node delete with its
// children, reorder; a locked referential refuses them) and the evaluation grid (a group at once).
import type { DomainModule } from '../../http/domainModules.ts';
import { registerReferentielRoutes } from './referentielRoutes.ts';
import { registerCopyRoutes } from './copyRoutes.ts';
import { registerSequenceReads } from './sequenceReads.ts';
import { registerSequenceWrites } from './sequenceWrites.ts';
import { registerEvaluationRoutes } from './evaluationRoutes.ts';
import { registerDocumentRoutes } from './documentRoutes.ts';
import { registerTraineeEvaluations } from './traineeEvaluations.ts';
import { registerTreeEditRoutes } from './treeEditRoutes.ts';
import { registerGridRoutes } from './gridRoutes.ts';
import { registerTrainerGridRoutes } from './trainerGridRoutes.ts';
import bilans from './bilansModule.ts';

const pedagogie: DomainModule = {
  register(app, ctx) {
    registerReferentielRoutes(app, ctx);
    registerCopyRoutes(app, ctx);
    registerSequenceReads(app, ctx);
    registerSequenceWrites(app, ctx);
    registerEvaluationRoutes(app, ctx);
    registerDocumentRoutes(app, ctx);
    registerTraineeEvaluations(app, ctx);
    registerTreeEditRoutes(app, ctx);
    registerGridRoutes(app, ctx);
    registerTrainerGridRoutes(app, ctx);
    bilans.register(app, ctx);
  },
};
export default pedagogie;
