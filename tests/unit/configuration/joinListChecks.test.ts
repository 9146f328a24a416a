// The names of `show.joinLists` checked against the resources and views, with French messages naming the path.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../../../src/admin/model/fromSchemas.ts';
import { validateResourceFile } from '../../../src/shared/configuration/validate.ts';
import type { JoinList, ResourceFile } from '../../../src/shared/configuration/types.ts';
import { joinListErrors } from '../../../src/shared/configuration/joinListChecks.ts';

const model = modelFromSchemas();
const fields = (name: string) => {
  const r = model.get(name);
  return r ? new Map(r.fields.map((f) => [f.name, f.kind === 'relation' ? f.reference ?? null : null])) : undefined;
};
const views = new Map([['stagiaires', 'etudiants'], ['stagiaire/groupe-membres', 'groupe_etudiants'], ['prestataires', 'prestataires']]);
const join = {
  label: 'Stagiaires du groupe', resource: 'groupe_etudiants', target: 'groupe', member: 'etudiant',
  pick: { view: 'stagiaires', columns: ['lastname'], search: 'lastname', filter: { antenne: '{antenne}' } },
  save: { call: 'PATCH /api/groupes/{id}/etudiants', list: 'etudiants' },
};
// Broken entries on purpose: typed as entries so the checks (not the compiler) are what refuses them.
const file = (j: object): ResourceFile => ({ resource: 'groupes', route: 'g', show: { joinLists: [j as JoinList] } });

describe('join list checks', () => {
  it('accepts the group\'s trainee list', () => {
    expect(joinListErrors('g.json', file(join), { fields, viewResource: (r) => views.get(r) })).toEqual([]);
    expect(validateResourceFile('g.json', file(join), model)).toEqual([]);
  });

  it('names an unknown resource, a target that is not a relation to the page\'s resource, a bad member and fields', () => {
    const at = 'resources/g.json : /show/joinLists/0';
    expect(joinListErrors('g.json', file({ ...join, resource: 'zzz' }), { fields })).toEqual([`${at}/resource ressource d'API inconnue « zzz »`]);
    expect(joinListErrors('g.json', file({ ...join, target: 'etudiant', member: 'date_entree', columns: ['x'], skip: { y: 1 } }), { fields })).toEqual([
      `${at}/target « etudiant » n'est pas une relation vers groupes dans groupe_etudiants`,
      `${at}/columns/0 champ inconnu « x » dans groupe_etudiants`,
      `${at}/skip/y champ inconnu « y » dans groupe_etudiants`,
      `${at}/member « date_entree » n'est pas une relation dans groupe_etudiants`,
    ]);
    expect(joinListErrors('g.json', file({ ...join, pick: { view: 'stagiaires', columns: ['nom'], search: 'nom', filter: { zone: 1 } } }), { fields })).toEqual([
      `${at}/pick/columns/0 champ inconnu « nom » dans etudiants`,
      `${at}/pick/search champ inconnu « nom » dans etudiants`,
      `${at}/pick/filter/zone champ inconnu « zone » dans etudiants`,
    ]);
  });

  it('names a members\' view that is unknown or shows another resource (check:config knows every view)', () => {
    const at = 'resources/g.json : /show/joinLists/0';
    const viewResource = (r: string) => views.get(r);
    expect(joinListErrors('g.json', file({ ...join, pick: { view: 'nulle-part' } }), { fields, viewResource })).toEqual([
      `${at}/pick/view vue inconnue « nulle-part » (aucun fichier de ressource n'a cette route)`,
    ]);
    expect(joinListErrors('g.json', file({ ...join, pick: { view: 'prestataires' } }), { fields, viewResource })).toEqual([
      `${at}/pick/view la vue « prestataires » montre prestataires, pas etudiants`,
    ]);
  });

  it('refuses a badly shaped save call in French', () => {
    const errors = validateResourceFile('g.json', file({ ...join, save: { call: 'DELETE /ailleurs', list: 'etudiants' } }), model);
    expect(errors[0]).toMatch(/^resources\/g\.json : \/show\/joinLists\/0\/save\/call doit correspondre au format/);
  });
});
