// The shipped resource files are valid, and a broken one gives French messages naming the file and the path.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../../../src/admin/model/fromSchemas.ts';
import { validateResourceFile } from '../../../src/shared/configuration/validate.ts';

const model = modelFromSchemas();
const dir = join(import.meta.dirname, '../../../resources');

describe('resource files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('ships the files of the slice', () => {
    expect(files).toEqual(expect.arrayContaining([
      'stagiaires.json', 'candidatures.json', 'antennes.json', 'diplomes.json', 'diplome_sessions.json',
      'antenne_diplome_sessions.json', 'etudiant_absences.json', 'users.json', 'cfas.json',
    ]));
  });

  it.each(files)('%s is valid', (file) => {
    expect(validateResourceFile(file, JSON.parse(readFileSync(join(dir, file), 'utf8')), model)).toEqual([]);
  });

  it('names the file and the JSON path of a shape error, in French', () => {
    const errors = validateResourceFile('cassé.json', { resource: 'etudiants', route: 'x', list: { perPage: 'beaucoup' } }, model);
    expect(errors).toEqual(['resources/cassé.json : /list/perPage doit être de type integer']);
  });

  it('refuses unknown fields, enums and resources', () => {
    const errors = validateResourceFile('x.json', {
      resource: 'etudiants', route: 'x', list: { columns: ['lastname', 'inconnu'] }, fields: { civility: { enum: 'nope' } },
    }, model);
    expect(errors).toEqual([
      'resources/x.json : /list/columns/1 champ inconnu « inconnu » dans etudiants',
      'resources/x.json : /fields/civility/enum liste de référence inconnue « nope »',
    ]);
    expect(validateResourceFile('y.json', { resource: 'zzz', route: 'y' }, model)).toEqual([
      "resources/y.json : /resource ressource d'API inconnue « zzz »",
    ]);
  });

  it('accepts a sort on id (every collection orders by order[id]), in a list and a related list, and still refuses an unknown field', () => {
    const related = (field: string) => ({
      resource: 'scheduler_activities', route: 'x',
      list: { sort: { field, order: 'DESC' } },
      show: { related: [{ resource: 'scheduler_activity_action_formations', target: 'activity', label: 'Actions de formation', sort: { field, order: 'DESC' } }] },
    });
    expect(validateResourceFile('x.json', related('id'), model)).toEqual([]);
    expect(validateResourceFile('x.json', related('inconnu'), model)).toEqual([
      'resources/x.json : /list/sort/field champ inconnu « inconnu » dans scheduler_activities',
      'resources/x.json : /show/related/0/sort/field champ inconnu « inconnu » dans scheduler_activity_action_formations',
    ]);
  });
});
