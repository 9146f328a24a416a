import { describe, expect, it } from 'vitest';
import { represent } from './represent.ts';
import { resourceFromSchema } from '../model/fromSchemas.ts';
import taxes from '../../../schemas/resources/entreprise_taxes.schema.json';
import emargements from '../../../schemas/resources/scheduler_event_emargements.schema.json';

describe('nom lisible d’un enregistrement', () => {
  it('suit le modèle de la ressource, dates au format JJ/MM/AAAA', () => {
    expect(represent('{lastname} {firstname}', { id: 3, lastname: 'DUPONT', firstname: 'Léa' })).toBe('DUPONT Léa');
    expect(represent('date_start', { id: 3, date_start: '2025-09-01' })).toBe('01/09/2025');
  });
  it('sans représentation, nomme l’enregistrement par son numéro (pas un nombre nu)', () => {
    const model = resourceFromSchema(emargements as never);
    expect(represent(model.representation, { id: 162 })).toBe('n° 162');
  });
  it('un modèle vide donne le numéro', () => {
    expect(represent('name', { id: 7, name: '' })).toBe('#7');
  });
});

describe('nombres', () => {
  it('une année s’affiche sans séparateur de milliers, un montant avec', () => {
    const model = resourceFromSchema(taxes as never);
    expect(model.fields.find((f) => f.name === 'annee')?.plainNumber).toBe(true);
    expect(model.fields.filter((f) => f.kind === 'integer' || f.kind === 'number').filter((f) => f.name !== 'annee').every((f) => !f.plainNumber)).toBe(true);
  });
});
