// Views merge the resource file over the schema: two views of one resource with their fixed filters, labels
// and enums from the schema, guessed views for resources without (or with a broken) file.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { menuFromViews } from '../layout/menuFromViews.ts';
import { buildViews } from './buildViews.ts';

const model = modelFromSchemas();

describe('buildViews', () => {
  const views = buildViews(model, [
    { file: 'stagiaires.json', valid: true, data: {
      resource: 'etudiants', route: 'stagiaires', fixedFilter: { type: 1 },
      menu: { section: 'stagiaire', key: 'stagiaires', order: 1 },
      list: { columns: ['civility', 'lastname', 'antenne'], filters: [{ field: 'lastname', alwaysOn: true }, { field: 'date_sortie', kind: 'exists' }] },
      fields: { lastname: { label: 'Nom de famille' } },
    } },
    { file: 'candidatures.json', valid: true, data: { resource: 'etudiants', route: 'candidatures', fixedFilter: { type: 0 }, menu: { section: 'candidature', key: 'c' } } },
    { file: 'cassé.json', valid: false, data: { resource: 'antennes', route: 'futurosud/antennes' } },
  ]);
  const byKey = new Map(views.map((v) => [v.key, v]));

  it('maps each view to its API resource with its fixed filter and create defaults', () => {
    expect(byKey.get('stagiaires')).toMatchObject({ model: { name: 'etudiants' }, fixedFilter: { type: 1 }, createDefaults: { type: 1 } });
    expect(byKey.get('candidatures')).toMatchObject({ model: { name: 'etudiants' }, fixedFilter: { type: 0 } });
  });

  it('takes labels from the file, else from the schema, and enums and relations from the schema', () => {
    const [civility, lastname, antenne] = byKey.get('stagiaires')!.columns;
    expect(civility).toMatchObject({ label: 'Civilité', kind: 'enum', enumName: 'civilites' });
    expect(civility!.choices).toContainEqual({ id: 1, name: 'Madame' });
    expect(lastname!.label).toBe('Nom de famille');
    expect(antenne).toMatchObject({ kind: 'relation', reference: 'antennes', representation: 'name' });
  });

  it('builds API filter sources', () => {
    expect(byKey.get('stagiaires')!.filters.map((f) => [f.source, f.alwaysOn])).toEqual([['lastname', true], ['exists[date_sortie]', false]]);
  });

  it('keeps the fixed filter out of the forms', () => {
    const formFields = byKey.get('candidatures')!.formSections.flatMap((s) => s.fields.map((f) => f.name));
    expect(formFields).not.toContain('type');
    expect(formFields).not.toContain('created_at');
  });

  it('guesses views for a broken file and for resources without a file', () => {
    const antennes = byKey.get('futurosud/antennes')!;
    expect(antennes.fromValidFile).toBe(false);
    expect(antennes.columns[0]).toMatchObject({ name: 'name', label: 'Nom' });
    expect(byKey.get('diplomes')?.model.name).toBe('diplomes');
  });

  it('derives the menu data structure with the spec colours', () => {
    expect(menuFromViews(views, ['ROLE_ADMIN'])).toEqual([
      { key: 'candidature', label: 'Candidature', color: '#90CCC6', items: [{ key: 'c', label: 'Stagiaires', to: '/candidatures', icon: undefined }] },
      { key: 'stagiaire', label: 'Stagiaire', color: '#D396BE', items: [{ key: 'stagiaires', label: 'Stagiaires', to: '/stagiaires', icon: undefined }] },
    ]);
  });
});
