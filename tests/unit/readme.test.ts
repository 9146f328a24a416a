// The README's first steps cannot drift from what they describe: the table of the main screens is the one the
// resource files give (scripts/readme-screens.ts), and the table of demo logins lists exactly the users the
// seed creates (src/server/seed/index.ts DEMO_USERS), with their role and reach.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screensTable } from '../../scripts/readme-screens.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/seed/index.ts';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('names the API resource behind each main screen, as the resource files say', () => {
    const table = screensTable();
    expect(table).toContain('| `/stagiaires` | `/api/etudiants?type=1` |');
    expect(table).toContain('| `/entreprise/annuaire-entreprise` | `/api/entreprises` |');
    expect(readme, 'README : remplacer le tableau des écrans par la sortie de `node --import tsx scripts/readme-screens.ts`').toContain(table);
  });

  it('lists every demo login the seed creates, with its role and reach, and their password', () => {
    const rows = [...readme.matchAll(/^\| `([^`]+@[^`]+)` \| (ROLE_[A-Z]+) \| (.+) \|$/gm)].map((m) => ({ email: m[1], role: m[2], sees: m[3] }));
    expect(rows).toEqual(DEMO_USERS.map((u) => ({ email: u.email, role: u.role, sees: u.sees })));
    expect(DEMO_USERS.map((u) => u.email)).toContain('sport@demo.fr');
    expect(readme).toContain(`password \`${DEMO_PASSWORD}\``);
  });
});

describe('Node.js version', () => {
  it('no installed dependency asks for a newer Node.js than the README and package.json state', async () => {
    // npm's own range rules (semver, installed with the tools; untyped, hence the module name in a variable).
    const name = 'semver';
    const { default: semver } = (await import(name)) as { default: { satisfies(v: string, range: string): boolean; minVersion(range: string): { version: string } | null } };
    const stated = /Node\.js (\d+\.\d+)\+/.exec(readme)?.[1];
    expect(stated).toBeDefined();
    const minimum = `${stated}.0`;
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(minimum);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; engines?: unknown }> };
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => typeof (p.engines as { node?: unknown } | undefined)?.node === 'string')
      .filter(([, p]) => !semver.satisfies(minimum, (p.engines as { node: string }).node))
      .map(([path, p]) => `${path}@${p.version} (node ${(p.engines as { node: string }).node})`);
    expect(tooNew).toEqual([]);
  });
});
