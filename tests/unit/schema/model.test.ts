// One reader of the resource schemas (src/shared/schema/model.ts): the server's registry and the admin's
// model are built from the same read, so they agree on every x- keyword of every resource.
import { describe, expect, it } from 'vitest';
import { readResource } from '../../../src/shared/schema/model.ts';
import { loadResourceModels, toResourceModel } from '../../../src/server/schema/model.ts';
import { modelFromSchemas, resourceFromSchema } from '../../../src/admin/model/fromSchemas.ts';
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../../../schemas/resources/', import.meta.url);
const schemas = readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { $id: string } & Record<string, unknown>);

describe('shared schema reader', () => {
  it('reads every x- keyword of a property and of a resource', () => {
    const r = readResource({
      $id: 'essais',
      title: 'Essai',
      'x-label': { one: 'essai', many: 'essais' },
      'x-representation': '{nom} {antenne}',
      'x-scope': { antenne: 'antenne', shared: true },
      'x-derive': { antenne: 'parent.antenne' },
      'x-write-roles': ['ROLE_ADMIN'],
      'x-upload': true,
      'x-table': 'essai',
      required: ['nom'],
      properties: {
        nom: { type: 'string', title: 'Nom', maxLength: 300, 'x-filter': ['partial'], 'x-order': true, 'x-unique': true },
        antenne: { type: ['string', 'null'], title: 'Antenne', 'x-relation': 'antennes', 'x-filter': ['exact', 'exists'] },
        civilite: { type: ['integer', 'null'], title: 'Civilité', 'x-enum': 'civilites', minimum: 1, maximum: 3, default: 1 },
        heure: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
        intervenants: { type: 'array', items: { type: 'string', 'x-relation': 'scheduler_speakers' } },
      },
    });
    expect(r).toMatchObject({
      name: 'essais', className: 'Essai', table: 'essai', label: { one: 'essai', many: 'essais' },
      representation: '{nom} {antenne}', scope: { antenne: 'antenne', shared: true }, derive: { antenne: 'parent.antenne' },
      writeRoles: ['ROLE_ADMIN'], upload: true,
    });
    expect(r.byName.get('nom')).toMatchObject({ column: 'nom', title: 'Nom', type: 'string', nullable: false, required: true, maxLength: 300, filters: ['partial'], order: true, unique: true });
    expect(r.byName.get('antenne')).toMatchObject({ column: 'antenne_id', relation: 'antennes', nullable: true, filters: ['exact', 'exists'], required: false });
    expect(r.byName.get('civilite')).toMatchObject({ type: 'integer', enumList: 'civilites', minimum: 1, maximum: 3, default: 1 });
    // A to-many relation: the array itself is the column (no `_id`, no foreign key), its items name the target.
    expect(r.byName.get('intervenants')).toMatchObject({ column: 'intervenants', type: 'array', relation: undefined, itemsRelation: 'scheduler_speakers' });
    expect(r.byName.get('antenne')?.itemsRelation).toBeUndefined();
    expect(r.byName.get('heure')).toMatchObject({ title: 'heure', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', filters: [], order: false });
  });

  it('gives defaults: cfa scope, id representation, the name as label, no write roles, no upload', () => {
    expect(readResource({ $id: 'nus', properties: {} })).toMatchObject({
      scope: 'cfa', representation: 'id', label: { one: 'nus', many: 'nus' }, writeRoles: undefined, upload: false, derive: {},
    });
  });

  it('is what the server registers, resource by resource', () => {
    const server = loadResourceModels();
    expect(server.map((r) => r.name).sort()).toEqual(schemas.map((s) => s.$id).sort());
    for (const s of schemas) {
      const { byName: _a, ...fromServer } = toResourceModel(s);
      const { byName: _b, ...shared } = readResource(s);
      expect(fromServer).toEqual(shared);
    }
  });

  it('gives the server and the admin the same model of every resource', () => {
    const admin = modelFromSchemas(schemas);
    for (const s of schemas) {
      const server = toResourceModel(s);
      const a = admin.get(s.$id)!;
      expect(a.representation, s.$id).toBe(server.representation);
      expect(a.writeRoles, s.$id).toEqual(server.writeRoles);
      expect([a.labelOne, a.labelMany], s.$id).toEqual([server.label.one, server.label.many]);
      expect(a.fields.map((f) => ({
        name: f.name, label: f.label, required: f.required, nullable: f.nullable, readOnly: f.readOnly, writeOnly: f.writeOnly,
        reference: f.reference, enumName: f.enumName, filters: f.filters, sortable: f.sortable, maxLength: f.maxLength,
      })), s.$id).toEqual(server.properties.map((p) => ({
        name: p.name, label: p.title, required: p.required, nullable: p.nullable, readOnly: p.readOnly, writeOnly: p.writeOnly,
        reference: p.relation ?? p.itemsRelation, enumName: p.enumList, filters: p.filters, sortable: p.order, maxLength: p.maxLength,
      })));
    }
  });

  it('the admin reads x-write-roles (the resource files no longer repeat them)', () => {
    const cfas = schemas.find((s) => s.$id === 'cfas')!;
    expect(resourceFromSchema(cfas).writeRoles).toEqual(['ROLE_SUPERVISOR', 'ROLE_ADMIN']);
    expect(resourceFromSchema(cfas).sharedAntenne).toBeUndefined();
    expect(resourceFromSchema(schemas.find((s) => s.$id === 'users')!).sharedAntenne).toBe('antenne');
    for (const f of ['cfas', 'users', 'antennes']) {
      const file = JSON.parse(readFileSync(new URL(`../../../resources/${f}.json`, import.meta.url), 'utf8')) as { access?: Record<string, unknown> };
      expect(file.access?.writeRoles, f).toBeUndefined();
    }
  });
});

describe('bundled schemas (scripts/slim-schemas.ts)', () => {
  it('drop the description texts but read into the same admin model', async () => {
    const { slimSchema } = await import('../../../scripts/slim-schemas.ts');
    const actions = schemas.find((s) => s.$id === 'antenne_actions')!;
    const slim = slimSchema(actions) as typeof actions;
    expect(JSON.stringify(slim)).not.toMatch(/"\$schema"/);
    expect(Object.keys(slim.properties as object)).toContain('description');
    expect(Object.values(slim.properties as Record<string, object>).some((p) => 'description' in p)).toBe(false);
    for (const s of schemas) expect(resourceFromSchema(slimSchema(s) as typeof s), s.$id).toEqual(resourceFromSchema(s));
  });
});
