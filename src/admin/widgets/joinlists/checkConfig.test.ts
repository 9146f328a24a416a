// `npm run check:config` reads `show.joinLists` across files: a members' view no file declares is named.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../../../scripts/check-config.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'join-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check:config and join lists', () => {
  it("names a join list whose members' view is declared by no resource file", async () => {
    mkdirSync(join(dir, 'resources'));
    mkdirSync(join(dir, 'schemas/resources'), { recursive: true });
    cpSync(join(root, 'schemas/resource-file.schema.json'), join(dir, 'schemas/resource-file.schema.json'));
    for (const r of ['groupes', 'groupe_etudiants', 'etudiants'])
      cpSync(join(root, `schemas/resources/${r}.schema.json`), join(dir, `schemas/resources/${r}.schema.json`));
    const join1 = {
      label: 'Stagiaires',
      resource: 'groupe_etudiants',
      target: 'groupe',
      member: 'etudiant',
      pick: { view: 'stagiaires' },
    };
    writeFileSync(
      join(dir, 'resources/groupes.json'),
      JSON.stringify({ resource: 'groupes', route: 'groupes', show: { joinLists: [join1] } }),
    );
    expect((await checkConfig(dir)).errors).toEqual([
      'resources/groupes.json : /show/joinLists/0/pick/view vue inconnue « stagiaires » (aucun fichier de ressource ' +
        "n'a cette route)",
    ]);
    writeFileSync(
      join(dir, 'resources/stagiaires.json'),
      JSON.stringify({ resource: 'etudiants', route: 'stagiaires' }),
    );
    expect((await checkConfig(dir)).errors).toEqual([]);
  });
});
