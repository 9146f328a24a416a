// `npm run check:config`: path-pointing French errors for broken profiles and resource files, non-zero exit.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../../scripts/check-config.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'check-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function brokenRoot(withResourceSchema: boolean): string {
  const at = mkdtempSync(join(dir, 'root-'));
  mkdirSync(join(at, 'clients'));
  mkdirSync(join(at, 'resources'));
  mkdirSync(join(at, 'schemas'));
  const sport = JSON.parse(readFileSync(join(root, 'clients/sport.json'), 'utf8'));
  sport.common.accessRight.hasGroups = 'oui';
  writeFileSync(join(at, 'clients/sport.json'), JSON.stringify(sport));
  cpSync(join(root, 'clients/demo.json'), join(at, 'clients/demo.json'));
  writeFileSync(join(at, 'resources/stagiaires.json'), JSON.stringify({ resource: 'etudiants', route: 42 }));
  writeFileSync(join(at, 'resources/casse.json'), '{ pas du json');
  if (withResourceSchema) cpSync(join(root, 'schemas/resource-file.schema.json'), join(at, 'schemas/resource-file.schema.json'));
  return at;
}

describe('checkConfig', () => {
  it('passes on the repository with a one-line summary', async () => {
    const result = await checkConfig(root);
    expect(result.errors).toEqual([]);
    expect(result.summary).toMatch(/^Configuration valide : \d+ profil\(s\) client et \d+ fichier\(s\) de ressource vérifiés\.$/);
  });

  it.runIf(existsSync(join(root, 'schemas/resource-file.schema.json')))('points at the broken profile and resource files', async () => {
    const result = await checkConfig(brokenRoot(true));
    expect(result.errors).toContain('clients/sport.json : /common/accessRight/hasGroups doit être un booléen');
    expect(result.errors).toContain('resources/stagiaires.json : /route doit être une chaîne de caractères');
    expect(result.errors.some((e) => e.startsWith("resources/casse.json : / n'est pas un JSON valide"))).toBe(true);
    expect(result.summary).toBe(`Configuration invalide : ${result.errors.length} erreur(s).`);
  });

  it('reports what a resource file repeats of its schema, and a view-named file without `resource` first', async () => {
    const at = mkdtempSync(join(dir, 'root-'));
    mkdirSync(join(at, 'resources'));
    mkdirSync(join(at, 'schemas/resources'), { recursive: true });
    cpSync(join(root, 'schemas/resource-file.schema.json'), join(at, 'schemas/resource-file.schema.json'));
    cpSync(join(root, 'schemas/resources/etudiants.schema.json'), join(at, 'schemas/resources/etudiants.schema.json'));
    writeFileSync(join(at, 'resources/stagiaires.json'), JSON.stringify({ route: 'stagiaires', resource: 'etudiants', fields: { etat: { enum: 'etats_etudiant' } } }));
    const result = await checkConfig(at);
    expect(result.errors).toEqual([
      "resources/stagiaires.json : /resource doit être la première clé (après $schema) : le nom du fichier n'est pas celui de la ressource affichée",
      'resources/stagiaires.json : /fields/etat/enum répète le x-enum du schéma (« etats_etudiant ») : à retirer',
    ]);
  });

  it('points at an export column the schema does not have, and a non-boolean xlsx', async () => {
    const at = mkdtempSync(join(dir, 'root-'));
    mkdirSync(join(at, 'resources'));
    mkdirSync(join(at, 'schemas/resources'), { recursive: true });
    cpSync(join(root, 'schemas/resource-file.schema.json'), join(at, 'schemas/resource-file.schema.json'));
    cpSync(join(root, 'schemas/resources/etudiants.schema.json'), join(at, 'schemas/resources/etudiants.schema.json'));
    const file = (exp: unknown) => JSON.stringify({ resource: 'etudiants', route: 'stagiaires', export: exp });
    writeFileSync(join(at, 'resources/stagiaires.json'), file({ columns: ['id', 'lastname', 'nom_inconnu'], xlsx: true }));
    expect((await checkConfig(at)).errors).toEqual(['resources/stagiaires.json : /export/columns/2 champ inconnu « nom_inconnu » dans etudiants']);
    writeFileSync(join(at, 'resources/stagiaires.json'), file({ columns: ['lastname'], xlsx: 'oui' }));
    expect((await checkConfig(at)).errors).toEqual(['resources/stagiaires.json : /export/xlsx doit être un booléen']);
  });

  it('checks the names a file uses as the admin does: a sort on id is accepted, an unknown sort field is refused with its path', async () => {
    const at = mkdtempSync(join(dir, 'root-'));
    mkdirSync(join(at, 'resources'));
    mkdirSync(join(at, 'schemas/resources'), { recursive: true });
    cpSync(join(root, 'schemas/resource-file.schema.json'), join(at, 'schemas/resource-file.schema.json'));
    for (const r of ['etudiants', 'etudiant_interviews']) cpSync(join(root, `schemas/resources/${r}.schema.json`), join(at, `schemas/resources/${r}.schema.json`));
    const file = (field: string) => JSON.stringify({
      resource: 'etudiants', route: 'stagiaires', list: { columns: ['lastname'], sort: { field, order: 'DESC' } },
      show: { related: [{ resource: 'etudiant_interviews', target: 'etudiant', label: 'Entretiens', sort: { field, order: 'DESC' } }] },
    });
    writeFileSync(join(at, 'resources/stagiaires.json'), file('id'));
    expect((await checkConfig(at)).errors).toEqual([]);
    writeFileSync(join(at, 'resources/stagiaires.json'), file('inconnu'));
    expect((await checkConfig(at)).errors).toEqual([
      'resources/stagiaires.json : /list/sort/field champ inconnu « inconnu » dans etudiants',
      'resources/stagiaires.json : /show/related/0/sort/field champ inconnu « inconnu » dans etudiant_interviews',
    ]);
  });

  it('says when resource files cannot be checked for lack of their schema', async () => {
    const result = await checkConfig(brokenRoot(false));
    expect(result.notes).toEqual(['schemas/resource-file.schema.json absent : fichiers resources/ non vérifiés.']);
    expect(result.errors).toEqual(['clients/sport.json : /common/accessRight/hasGroups doit être un booléen']);
  });
});

describe('the npm script', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('exits 0 with the summary on stdout for the repository', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/^Configuration valide : /);
  }, 30_000);

  it('exits non-zero and prints the errors for a broken configuration', () => {
    const result = run(brokenRoot(false));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('clients/sport.json : /common/accessRight/hasGroups doit être un booléen');
    expect(result.stderr).toContain('Configuration invalide : 1 erreur(s).');
  }, 30_000);
});
