// Views merge the resource file over the schema: two views of one resource with their fixed filters, labels
// and enums from the schema, guessed views for resources without (or with a broken) file.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { canAccess } from '../../shared/access.ts';
import { buildViews } from './buildViews.ts';

const model = modelFromSchemas();

describe('buildViews', () => {
  const views = buildViews(model, [
    {
      file: 'stagiaires.json',
      valid: true,
      data: {
        resource: 'etudiants',
        route: 'stagiaires',
        fixedFilter: { type: 1 },
        menu: { section: 'stagiaire', key: 'stagiaires', order: 1 },
        list: {
          columns: ['civility', 'lastname', 'antenne'],
          filters: [
            { field: 'lastname', alwaysOn: true },
            { field: 'date_sortie', kind: 'exists' },
          ],
        },
        fields: { lastname: { label: 'Nom de famille' } },
      },
    },
    {
      file: 'candidatures.json',
      valid: true,
      data: {
        resource: 'etudiants',
        route: 'candidatures',
        fixedFilter: { type: 0 },
        menu: { section: 'candidature', key: 'c' },
      },
    },
    { file: 'cassé.json', valid: false, data: { resource: 'antennes', route: 'futurosud/antennes' } },
  ]);
  const byKey = new Map(views.map((v) => [v.key, v]));

  it('maps each view to its API resource with its fixed filter and create defaults', () => {
    expect(byKey.get('stagiaires')).toMatchObject({
      model: { name: 'etudiants' },
      fixedFilter: { type: 1 },
      createDefaults: { type: 1 },
    });
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
    expect(byKey.get('stagiaires')!.filters.map((f) => [f.source, f.alwaysOn])).toEqual([
      ['lastname', true],
      ['exists[date_sortie]', false],
    ]);
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

  it('offers the menu placements of the views a role may list', () => {
    const listed = (roles: string[]) =>
      views
        .filter((v) => v.menu && canAccess({ roles }, { action: 'list', resource: v }))
        .map((v) => [v.menu!.section, v.paths.list]);
    expect(listed(['ROLE_ADMIN'])).toEqual([
      ['stagiaire', '/stagiaires'],
      ['candidature', '/candidatures'],
    ]);
  });

  it('takes the write roles from the schema (x-write-roles), not from the resource file', () => {
    const admin = { roles: ['ROLE_ADMIN'] };
    const user = { roles: ['ROLE_USER'] };
    const antennes = byKey.get('futurosud/antennes')!;
    expect(antennes.writeRoles).toEqual(['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR']);
    expect(canAccess(admin, { action: 'create', resource: antennes })).toBe(true);
    expect(canAccess(user, { action: 'edit', resource: antennes })).toBe(false);
    expect(canAccess(user, { action: 'show', resource: antennes })).toBe(true);
    // Without x-write-roles, every role but the guest writes.
    const stagiaires = byKey.get('stagiaires')!;
    expect(stagiaires.writeRoles).toBeUndefined();
    expect(canAccess(user, { action: 'create', resource: stagiaires })).toBe(true);
    expect(canAccess({ roles: ['ROLE_GUEST'] }, { action: 'create', resource: stagiaires })).toBe(false);
  });
});
