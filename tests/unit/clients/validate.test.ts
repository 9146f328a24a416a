// An invalid profile is refused with a French message naming the file and the JSON path.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ClientProfileError, parseProfile, parseProfiles } from '../../../src/shared/clients/validate.ts';

const sport = JSON.parse(readFileSync(new URL('../../../clients/sport.json', import.meta.url), 'utf8')) as Record<string, any>;
const copy = () => structuredClone(sport);

function errorsOf(file: string, data: unknown): string[] {
  try {
    parseProfile(file, data);
  } catch (error) {
    if (error instanceof ClientProfileError) return error.errors;
    throw error;
  }
  return [];
}

describe('parseProfile', () => {
  it('accepts a valid profile', () => {
    expect(parseProfile('clients/sport.json', copy()).key).toBe('sport');
  });

  it('names the file and the path of a wrong type', () => {
    const data = copy();
    data.common.accessRight.hasGroups = 'oui';
    expect(errorsOf('clients/sport.json', data)).toEqual(['clients/sport.json : /common/accessRight/hasGroups doit être un booléen']);
  });

  it('names missing keys, unknown keys and unknown sub-modules', () => {
    const data = copy();
    delete data.entries[1].userLogged;
    data.entries[0].menu = { gestion: ['parametre'] };
    data.accesRight = {};
    const errors = errorsOf('clients/sport.json', data);
    expect(errors).toContain("clients/sport.json : /accesRight n'est pas une clé autorisée");
    expect(errors).toContain('clients/sport.json : /entries/1/userLogged est obligatoire');
    expect(errors.find((e) => e.startsWith('clients/sport.json : /entries/0/menu/gestion/0 doit être l\'une des valeurs : "parametres"'))).toBeDefined();
  });

  it('refuses a key that is not the file name, and a level served twice', () => {
    const data = copy();
    data.entries[1].userLogged = ['cfa'];
    expect(errorsOf('clients/sports.json', data)).toEqual([
      'clients/sports.json : /key doit être « sports », le nom du fichier',
      "clients/sports.json : /entries/1/userLogged le niveau « cfa » est déjà servi par l'entrée n° 0",
    ]);
  });

  it('refuses ids the reference lists do not have in that group', () => {
    const data = copy();
    data.common.stagiaire.typeDocumentAdministratifs = [1, 90];
    data.entries[0].entretien = { interviewsType: [2, 21] };
    data.entries[1].facturation = { typeFactureDetails: [9] };
    expect(errorsOf('clients/sport.json', data)).toEqual([
      "clients/sport.json : /common/stagiaire/typeDocumentAdministratifs/1 vaut 90, qui n'est pas un type de document administratif",
    ]);
  });

  it("accepts the client's alert thresholds, integers of at least 1 set for the whole client, and refuses others in French", () => {
    const data = copy();
    data.common.alertes = { seuilAbsences: 5, joursFinContrat: 45, joursExpirationDocument: 15 };
    expect(parseProfile('clients/sport.json', data).common?.alertes).toEqual({ seuilAbsences: 5, joursFinContrat: 45, joursExpirationDocument: 15 });
    data.common.alertes = { seuilAbsences: 0, joursFinContrat: '60', joursExpirationDocument: 1.5 };
    expect(errorsOf('clients/sport.json', data)).toEqual([
      'clients/sport.json : /common/alertes/seuilAbsences doit être supérieur ou égal à 1',
      'clients/sport.json : /common/alertes/joursFinContrat doit être un entier',
      'clients/sport.json : /common/alertes/joursExpirationDocument doit être un entier',
    ]);
    const quoted = copy();
    quoted.common.alertes = { seuilAbsences: '3' };
    expect(errorsOf('clients/sport.json', quoted)).toEqual(['clients/sport.json : /common/alertes/seuilAbsences doit être un entier']);
    const perEntry = copy();
    perEntry.entries[1].alertes = { seuilAbsences: 4 };
    expect(errorsOf('clients/sport.json', perEntry)).toEqual(["clients/sport.json : /entries/1/alertes n'est pas une clé autorisée"]);
  });

  it('the error message lists every problem', () => {
    expect(() => parseProfile('clients/x.json', {})).toThrow('clients/x.json : /key est obligatoire');
  });
});

describe('parseProfiles', () => {
  it('refuses two clients on the same centre and keeps the valid ones', () => {
    const other = { ...copy(), key: 'autre' };
    const { profiles, errors } = parseProfiles([
      { file: 'clients/sport.json', data: copy() },
      { file: 'clients/autre.json', data: other },
    ]);
    expect(profiles.map((p) => p.key)).toEqual(['sport']);
    expect(errors).toEqual(['clients/autre.json : /cfa/id le centre n° 2 est déjà celui de clients/sport.json']);
  });
});
