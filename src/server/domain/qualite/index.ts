// Domain module of quality and the yearly obligations: Qualiopi's indicators with their proofs and the audit pack, the
// BPF, the published results.
import type { DomainModule } from '../../http/domainModules.ts';
import { registerAudit } from './audit.ts';
import { registerBpf } from './bpf.ts';
import { registerQualiopi } from './qualiopi.ts';
import { registerResultats } from './resultats.ts';

const qualite: DomainModule = {
  register(app, ctx) {
    registerQualiopi(app, ctx);
    registerAudit(app, ctx);
    registerBpf(app, ctx);
    registerResultats(app, ctx);
  },
};
export default qualite;
