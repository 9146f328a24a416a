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
