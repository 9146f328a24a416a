// One represent() for the server (CSV exports) and the admin (titles, relation labels): the same template,
// the same fallback « n° <id> » when the record has no representation or an empty one.
import { describe, expect, it } from 'vitest';
import { represent, representationFields } from '../../../src/shared/format/represent.ts';
import { resourceFromSchema } from '../../../src/admin/model/fromSchemas.ts';
import { represent as representRow } from '../../../src/server/export/relations.ts';
import { toResourceModel } from '../../../src/server/schema/model.ts';
import taxes from '../../../schemas/resources/entreprise_taxes.schema.json';
import emargements from '../../../schemas/resources/scheduler_event_emargements.schema.json';
import etudiants from '../../../schemas/resources/etudiants.schema.json';

describe('nom lisible d’un enregistrement', () => {
  it('suit le modèle de la ressource, dates au format JJ/MM/AAAA', () => {
    expect(represent('{lastname} {firstname}', { id: 3, lastname: 'DUPONT', firstname: 'Léa' })).toBe('DUPONT Léa');
    expect(represent('date_start', { id: 3, date_start: '2025-09-01' })).toBe('01/09/2025');
  });
  it('sans représentation, nomme l’enregistrement par son numéro (pas un nombre nu)', () => {
    const model = resourceFromSchema(emargements as never);
    expect(represent(model.representation, { id: 162 })).toBe('n° 162');
    expect(represent(undefined, { id: 162 })).toBe('n° 162');
  });
  it('un modèle vide donne le numéro, comme sans modèle', () => {
    expect(represent('name', { id: 7, name: '' })).toBe('n° 7');
    expect(represent('{lastname} {firstname}', { id: 8, lastname: null, firstname: ' ' })).toBe('n° 8');
    expect(represent('name', undefined)).toBe('');
  });
  it('le serveur (export) et l’admin nomment une ligne de la même façon', () => {
    const server = toResourceModel(etudiants as never);
    const admin = resourceFromSchema(etudiants as never);
    const row = { id: 5, lastname: 'MARTIN', firstname: 'Paul' };
    expect(representRow(server, row)).toBe(represent(admin.representation, row));
    expect(representRow(toResourceModel(emargements as never), { id: 162 })).toBe('n° 162');
  });
  it('donne les champs d’un modèle pour la recherche', () => {
    expect(representationFields('{lastname} {firstname}')).toEqual(['lastname', 'firstname']);
    expect(representationFields('name')).toEqual(['name']);
    expect(representationFields(undefined)).toEqual([]);
  });
});

describe('nombres', () => {
  it('une année s’affiche sans séparateur de milliers, un montant avec', () => {
    const model = resourceFromSchema(taxes as never);
    expect(model.fields.find((f) => f.name === 'annee')?.plainNumber).toBe(true);
    expect(model.fields.filter((f) => f.kind === 'integer' || f.kind === 'number').filter((f) => f.name !== 'annee').every((f) => !f.plainNumber)).toBe(true);
  });
});
