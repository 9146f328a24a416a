// `npm run check:config` reports what a resource file repeats of its schema (labels, enums, relations,
// representations, x-label, the form's sections as show sections), and a view-named file whose first key is
// not `resource`; the shipped files repeat nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repeatedSettings, resourceNamedFirst, type SchemaFacts } from './repeats.ts';
import type { ResourceFile } from './types.ts';

const root = join(import.meta.dirname, '../../..');
const schemaOf = (name: string): SchemaFacts | undefined => {
  try {
    return JSON.parse(readFileSync(join(root, 'schemas/resources', `${name}.schema.json`), 'utf8')) as SchemaFacts;
  } catch {
    return undefined;
  }
};

describe('repeatedSettings', () => {
  it('names the file and the JSON path of each repeat, in French', () => {
    const file: ResourceFile = {
      resource: 'etudiants',
      route: 'stagiaires',
      label: { one: 'Stagiaire', many: 'Stagiaires' },
      fields: {
        etat: { enum: 'etats_etudiant' },
        lastname: { label: 'Nom', helperText: 'En majuscules' },
        antenne: { reference: 'antennes', representation: 'name' },
        civility: { enum: 'civilites', widget: 'radio' },
        firstname: { label: 'Prénom usuel' },
      },
      form: { sections: [{ title: 'A', fields: ['lastname'] }] },
      show: { sections: [{ title: 'A', fields: ['lastname'] }] },
    };
    expect(repeatedSettings('stagiaires.json', file, schemaOf)).toEqual([
      'resources/stagiaires.json : /label répète le x-label du schéma etudiants (« Stagiaire » / « Stagiaires ») : à ' +
        'retirer',
      'resources/stagiaires.json : /fields/etat/enum répète le x-enum du schéma (« etats_etudiant ») : à retirer',
      'resources/stagiaires.json : /fields/lastname/label répète le titre du schéma (« Nom ») : à retirer',
      'resources/stagiaires.json : /fields/antenne/reference répète le x-relation du schéma (« antennes ») : à retirer',
      'resources/stagiaires.json : /fields/antenne/representation répète le x-representation de antennes (« name ») ' +
        ': à retirer',
      'resources/stagiaires.json : /fields/civility/enum répète le x-enum du schéma (« civilites ») : à retirer',
      'resources/stagiaires.json : /show/sections répète les sections du formulaire (/form/sections), que la fiche ' +
        'reprend par défaut : à retirer',
    ]);
  });

  it('accepts what differs (another enum, label, representation; labels with a gender)', () => {
    const file: ResourceFile = {
      resource: 'etudiants',
      route: 'x',
      label: { one: 'Stagiaire', many: 'Stagiaires', gender: 'm' },
      fields: {
        etat: { enum: 'etats_entite' },
        lastname: { label: 'Nom de famille' },
        antenne: { representation: 'code_analytique' },
      },
    };
    expect(repeatedSettings('x.json', file, schemaOf)).toEqual([]);
  });

  it.each(readdirSync(join(root, 'resources')).filter((f) => f.endsWith('.json')))(
    'the shipped %s repeats nothing',
    (name) => {
      const data = JSON.parse(readFileSync(join(root, 'resources', name), 'utf8'));
      expect([...resourceNamedFirst(name, data), ...repeatedSettings(name, data, schemaOf)]).toEqual([]);
    },
  );
});

describe('resourceNamedFirst', () => {
  it('requires `resource` first (after $schema) when the file is named after its view', () => {
    expect(resourceNamedFirst('stagiaires.json', { $schema: 's', resource: 'etudiants', route: 'stagiaires' })).toEqual(
      [],
    );
    expect(resourceNamedFirst('stagiaires.json', { route: 'stagiaires', resource: 'etudiants' })).toEqual([
      "resources/stagiaires.json : /resource doit être la première clé (après $schema) : le nom du fichier n'est pas " +
        'celui de la ressource affichée',
    ]);
    expect(resourceNamedFirst('antennes.json', { route: 'antennes', resource: 'antennes' })).toEqual([]);
  });
});
