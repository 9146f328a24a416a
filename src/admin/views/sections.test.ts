// Form and detail sections never lose a field: a property added to a schema appears in the form of a resource
// file that lists its sections (in the section marked `rest`, else in « Autres informations »), unless the file
// omits it; the detail page takes the form's sections when the file gives none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { buildView } from './buildViews.ts';

const root = join(import.meta.dirname, '../../..');
const etudiants = JSON.parse(readFileSync(join(root, 'schemas/resources/etudiants.schema.json'), 'utf8'));
/** The schema of etudiants with one more property, as a newcomer adds it. */
const grown = {
  ...etudiants,
  properties: { ...etudiants.properties, surnom: { type: ['string', 'null'], title: 'Surnom' } },
};
const model = modelFromSchemas([grown]);
const shipped = (file: string) => JSON.parse(readFileSync(join(root, 'resources', file), 'utf8')) as ResourceFile;
const view = (file: ResourceFile) => buildView(model.get('etudiants')!, file, model, true);
const names = (sections: { title?: string; fields: { name: string }[] }[]) =>
  sections.map((s) => [s.title, s.fields.map((f) => f.name)]);

describe('form sections', () => {
  it.each(['stagiaires.json', 'candidatures.json'])(
    '%s: a field added to the schema appears in « Autres informations »',
    (file) => {
      const form = view(shipped(file)).formSections;
      expect(form.at(-1)).toMatchObject({ title: 'Autres informations' });
      expect(form.at(-1)!.fields.map((f) => f.name)).toEqual(['surnom']);
      expect(form.slice(0, -1).flatMap((s) => s.fields.map((f) => f.name))).not.toContain('surnom');
    },
  );

  it(
    "the trainee form's « Formation » section holds the centre's own fields (formationCustomFields, spec 000 §3), " +
      'edited as JSON',
    () => {
      const formation = view(shipped('stagiaires.json')).formSections.find((s) => s.title === 'Formation')!;
      const custom = formation.fields.find((f) => f.name === 'formationCustomFields');
      expect(custom).toMatchObject({ kind: 'json', label: 'Champs personnalisés de la formation' });
      expect(custom!.helperText).toMatch(/JSON/);
      expect(
        view(shipped('stagiaires.json'))
          .showSections.find((s) => s.title === 'Formation')!
          .fields.map((f) => f.name),
      ).toContain('formationCustomFields');
    },
  );

  it(
    "the trainee form's chosen tutor has its « Choisir un autre tuteur » button, emptying the typed name with " + 'it',
    () => {
      const formation = view(shipped('stagiaires.json')).formSections.find((s) => s.title === 'Formation')!;
      expect(formation.fields.find((f) => f.name === 'desired_tutor')!.another).toEqual({
        label: 'Choisir un autre tuteur',
        clears: ['desired_tutor_lastname', 'desired_tutor_firstname'],
      });
    },
  );

  it('puts the fields no section names in the section marked rest, after its own', () => {
    const form = view({
      resource: 'etudiants',
      route: 'x',
      form: { sections: [{ title: 'Nom', fields: ['lastname', 'firstname'], rest: true }], omit: ['antenne'] },
    }).formSections;
    expect(form).toHaveLength(1);
    expect(form[0]!.fields.map((f) => f.name).slice(0, 3)).toEqual(['lastname', 'firstname', 'type']);
    expect(form[0]!.fields.map((f) => f.name)).toContain('surnom');
    expect(form[0]!.fields.map((f) => f.name)).not.toContain('antenne');
    expect(form[0]!.fields.map((f) => f.name)).not.toContain('created_at');
  });

  it('leaves out what the file omits, and adds no empty section', () => {
    const writable = model
      .get('etudiants')!
      .fields.filter((f) => !f.readOnly)
      .map((f) => f.name);
    const form = view({
      resource: 'etudiants',
      route: 'x',
      form: { sections: [{ fields: ['lastname'] }], omit: writable.filter((n) => n !== 'lastname') },
    }).formSections;
    expect(names(form)).toEqual([[undefined, ['lastname']]]);
  });
});

describe('show sections', () => {
  it(
    "default to the form's, every other readable field (omitted in the form included) in « Autres informations " + '»',
    () => {
      const show = view(shipped('stagiaires.json')).showSections;
      const form = view(shipped('stagiaires.json')).formSections;
      // A read-only field of a form section (the course state, kept by the server) is shown there, not edited.
      const editable = names(show)
        .slice(0, 4)
        .map(([title, fields]) => [title, (fields as string[]).filter((f) => f !== 'etat_parcours')]);
      expect(editable).toEqual(names(form).slice(0, 4));
      expect(names(show).find(([title]) => title === 'Parcours')?.[1]).toContain('etat_parcours');
      expect(names(show).at(-1)).toEqual(['Autres informations', ['created_at', 'surnom']]);
      const rest = view({
        resource: 'etudiants',
        route: 'x',
        form: { sections: [{ fields: ['lastname'] }], omit: ['antenne'] },
      }).showSections.at(-1)!;
      expect(rest.title).toBe('Autres informations');
      expect(rest.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['antenne', 'created_at', 'surnom']));
    },
  );

  it('given by the file, show what they name (and the rest only where marked)', () => {
    const file: ResourceFile = {
      resource: 'etudiants',
      route: 'x',
      form: { sections: [{ fields: ['lastname'] }] },
      show: { sections: [{ title: 'Nom', fields: ['lastname'] }] },
    };
    expect(names(view(file).showSections)).toEqual([['Nom', ['lastname']]]);
    file.show!.sections![0]!.rest = true;
    file.show!.omit = ['social_security_number'];
    const fields = view(file).showSections[0]!.fields.map((f) => f.name);
    expect(fields).toContain('surnom');
    expect(fields).not.toContain('social_security_number');
  });
});
