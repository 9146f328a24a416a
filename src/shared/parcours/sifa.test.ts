import { describe, expect, it } from 'vitest';
import { SIFA_COLUMNS, sifaDate, sifaLine, type SifaSource } from './sifa.ts';

const full: SifaSource = {
  uai: '0131234A',
  lastname: 'Durand',
  use_name: null,
  firstname: 'Léa',
  civility: 1,
  birthdate: '2006-03-09',
  nationality: 'Française',
  postal_code: '13008',
  city: 'Marseille',
  code_diplome: 'RNCP28573',
  diplome: 'BPJEPS AAN',
  dt_date_entree: '2025-09-01',
  date_debut: '2025-09-01',
  date_fin: '2027-08-31',
  date_rupture: null,
  type_contrat: 11,
  siret: '812 345 676 00017',
  code_naf: '93.12Z',
  employer_postal_code: '13001',
};

describe('SIFA', () => {
  it('writes dates as ddMMyyyy', () => expect(sifaDate('2025-09-01')).toBe('01092025'));
  it('makes a complete line in the columns order, with SIFA codes', () => {
    const line = sifaLine(full);
    expect(line.ok).toBe(true);
    if (!line.ok) return;
    const byHeader = Object.fromEntries(SIFA_COLUMNS.map((c, i) => [c.header, line.cells[i]]));
    expect(byHeader).toMatchObject({
      NOM: 'DURAND',
      SEXE: '2',
      DATE_NAIS: '09032006',
      NATIO: '1',
      SIRET_EMPLOYEUR: '81234567600017',
      NAF_EMPLOYEUR: '9312Z',
      DATE_RUPT_CONTRAT: '',
    });
  });
  it('names the missing mandatory fields in French instead of writing the line', () => {
    expect(sifaLine({ ...full, birthdate: null, siret: '  ', civility: null })).toEqual({
      ok: false,
      missing: ['Civilité', 'Date de naissance', "SIRET de l'employeur"],
    });
  });
  it('codes the nationality 2 for the EU and 3 elsewhere', () => {
    const at = SIFA_COLUMNS.findIndex((c) => c.header === 'NATIO');
    expect((sifaLine({ ...full, nationality: 'Italienne' }) as { cells: string[] }).cells[at]).toBe('2');
    expect((sifaLine({ ...full, nationality: 'Marocaine' }) as { cells: string[] }).cells[at]).toBe('3');
  });
});
