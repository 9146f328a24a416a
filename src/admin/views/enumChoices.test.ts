// A registration request's status in the lists: the filter offers « En attente » (sent as exists[status]=false,
// what the home's « Demandes d'inscription » count opens), and each status has its colour (refused red).
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { EMPTY_CHOICE, filterToApi } from '../data/records.ts';
import { filterChoices } from './filterInputs.tsx';
import type { FieldView } from './viewTypes.ts';

const requests = modelFromSchemas().get('external_registration_contacts')!;
const status = requests.fields.find((f) => f.name === 'status')! as FieldView;

describe('the status of a registration request', () => {
  it('is filtered on « Acceptée », « Refusée » and « En attente », the last as no status at all', () => {
    expect(filterChoices(status).map((c) => c.name)).toEqual(['Acceptée', 'Refusée', 'En attente']);
    expect(filterToApi({ status: EMPTY_CHOICE }, requests)).toEqual({ 'exists[status]': false });
    expect(filterToApi({ status: 2 }, requests)).toEqual({ status: 2 });
  });

  it('shows refused in the error colour, accepted in the success one, waiting in blue', () => {
    expect(status.choices!.map((c) => [c.name, c.severity])).toEqual([
      ['Acceptée', 'success'],
      ['Refusée', 'error'],
      ['En attente', 'info'],
    ]);
  });

  it('offers no « not given » choice where the API cannot filter on it', () => {
    const cursus = modelFromSchemas()
      .get('etudiants')!
      .fields.find((f) => f.name === 'type_cursus')! as FieldView;
    expect(filterChoices(cursus).some((c) => c.id === EMPTY_CHOICE)).toBe(false);
  });
});
