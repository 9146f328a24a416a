// Domain module of quality and the yearly obligations: Qualiopi's indicators with their proofs, the BPF.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerBpf } from './bpf.ts';
import { registerQualiopi } from './qualiopi.ts';

const qualite: DomainModule = {
  register(app, ctx) {
    registerQualiopi(app, ctx);
    registerBpf(app, ctx);
  },
};
export default qualite;
