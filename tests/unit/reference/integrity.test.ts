// Every list, whatever its domain: unique ids, French labels, no name clash, schemas' x-enum resolvable.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  referenceDomains, referenceLists, isReferenceList, referenceLabel, referenceIds, referenceChoices,
} from '../../../src/shared/reference/index.ts';
import type { RefList } from '../../../src/shared/reference/index.ts';

const lists = Object.entries(referenceLists) as [string, RefList][];

describe('reference lists: integrity', () => {
  it('no two domain modules export the same list name (a spread would silently drop one)', () => {
    const names = Object.values(referenceDomains).flatMap((m) => Object.keys(m));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(referenceLists).length).toBe(names.length);
  });

  it('names are snake_case French and every list has entries', () => {
    for (const [name, list] of lists) {
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(list.length, name).toBeGreaterThan(0);
    }
  });

  it('has no accidental duplicate id in any list', () => {
    for (const [name, list] of lists) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size, `${name}: ${ids.join(',')}`).toBe(ids.length);
    }
  });

  it('gives every entry a non-empty label and an id of a storable kind', () => {
    for (const [name, list] of lists) {
      for (const item of list) {
        expect(typeof item.label, name).toBe('string');
        expect(item.label.trim().length, `${name} ${String(item.id)}`).toBeGreaterThan(0);
        expect(item.id === null || ['number', 'string'].includes(typeof item.id), name).toBe(true);
      }
    }
  });

  it('resolves every x-enum of the resource schemas, with ids of the declared type', () => {
    const dir = join(process.cwd(), 'schemas/resources');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        properties: Record<string, { type?: string | string[]; items?: { type?: string }; 'x-enum'?: string }>;
      };
      for (const [prop, def] of Object.entries(schema.properties)) {
        const name = def['x-enum'];
        if (!name) continue;
        expect(isReferenceList(name), `${file} ${prop} -> ${name}`).toBe(true);
        // An array property (users.roles) holds values of its items' type.
        const types = ([] as string[]).concat((def.type === 'array' ? def.items?.type : def.type) ?? []);
        for (const id of referenceIds(name as keyof typeof referenceLists)) {
          const kind = id === null ? 'null' : Number.isInteger(id) ? 'integer' : typeof id;
          const accepted = types.includes(kind) || (kind === 'integer' && types.includes('number'));
          // A null entry ("Non renseigné") of a list bound to a non-nullable property is simply never stored.
          if (kind !== 'null') expect(accepted, `${file} ${prop}: id ${String(id)} is ${kind}`).toBe(true);
        }
      }
    }
  });

  it('keeps the existing exports working', () => {
    expect(referenceLabel('civilites', 1)).toBe('Madame');
    expect(referenceLabel('civilites', 9)).toBeUndefined();
    expect(referenceLabel('pas_une_liste', 1)).toBeUndefined();
    expect(referenceChoices('etats_entite').map((c) => c.id)).toEqual([0, 1]);
  });
});
