// A local stub of the public company registry (recherche-entreprises.api.gouv.fr, GET /search?q=) for the
// companies journeys: the e2e server asks COMPANY_REGISTRY_URL = this stub's port (playwright.config.ts). It
// answers the units it is given, 404 or 503 for the numbers it is told to fail, and records what was asked.
import { createServer, type Server } from 'node:http';
import { luhnValid } from '../../src/shared/format/siret.ts';
import { registryStubPort as stubPortOfThisWorker } from './port.ts';
/** The port this worker's server asks (playwright.config.ts): its e2e port plus 1000. */
const registryStubPort = stubPortOfThisWorker();

/** A Luhn-valid SIRET from a 9-digit SIREN base (itself completed to Luhn) and an establishment number. */
export function validSiret(seed: number): string {
  const base = String(10000000 + (seed % 89999999));
  let siren = '';
  for (let d = 0; d <= 9 && !siren; d++) if (luhnValid(base + d)) siren = base + d;
  const etab = String(1000 + (seed % 9000));
  for (let d = 0; d <= 9; d++) if (luhnValid(siren + etab + d)) return siren + etab + d;
  throw new Error('no SIRET');
}

export interface RegistryStub {
  asked: string[];
  units: Map<string, Record<string, unknown>>;
  failures: Map<string, number>;
  close(): Promise<void>;
}

export async function startRegistryStub(): Promise<RegistryStub> {
  const asked: string[] = [];
  const units = new Map<string, Record<string, unknown>>();
  const failures = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://stub').searchParams.get('q') ?? '';
    asked.push(q);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const failure = failures.get(q);
    if (failure) return json(failure, { erreur: 'stub' });
    const unit = units.get(q);
    return json(200, { results: unit ? [unit] : [], total_results: unit ? 1 : 0 });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(registryStubPort, '127.0.0.1', resolve));
  return { asked, units, failures, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
