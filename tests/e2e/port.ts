// Ports of the e2e servers (playwright.config.ts): one server per worker, each with its own database and files,
// since journeys change the demo data. The first worker's is E2E_PORT (8091 by default), each next worker's 10
// above; Playwright tells a worker its slot in TEST_PARALLEL_INDEX (0, 1…, unset outside a worker).

/** How many workers, hence servers (E2E_WORKERS, 2 by default: the two cores). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of the server of worker slot `index` (by default this process's own slot). */
export const e2ePort = (index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number =>
  Number(process.env.E2E_PORT ?? 8091) + 10 * index;

/** The local company registry stub of that server (tests/e2e/registryStub.ts); its OPCO stub is the next port. */
export const registryStubPort = (index?: number): number => e2ePort(index) + 1000;

/** The local Google stand-ins of that server (tests/support/googleStandIns.ts): the OpenID provider, then the
 * Drive and Forms endpoints, the two ports after its OPCO stub. */
export const googleStandInPorts = (index?: number): { provider: number; apis: number } => ({
  provider: registryStubPort(index) + 2,
  apis: registryStubPort(index) + 3,
});
