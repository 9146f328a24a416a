// Domain module of quality and the yearly obligations: Qualiopi's indicators with their proofs.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerQualiopi } from './qualiopi.ts';

const qualite: DomainModule = {
  register(app, ctx) {
    registerQualiopi(app, ctx);
  },
};
export default qualite;
