// The CSV files the admin writes itself (a chart's table, a dashboard block) with the shared writer.
import { describe, expect, it } from 'vitest';
import { csvName, toCsv } from '../../src/shared/csv.ts';

describe('toCsv', () => {
  it('writes a BOM, semicolons, CRLF and decimal commas', () => {
    expect(toCsv(['Libellé', 'Taux'], [['Présent', 12.5], ['Sortie', null]])).toBe('\uFEFFLibellé;Taux\r\nPrésent;12,5\r\nSortie;\r\n');
  });
  it('neutralises formulas and quotes separators', () => {
    expect(toCsv(['a'], [['=1+1'], ['x;y'], ['dit "oui"']])).toBe('\uFEFFa\r\n\'=1+1\r\n"x;y"\r\n"dit ""oui"""\r\n');
  });
  it('names the file after the title', () => {
    expect(csvName('Stagiaires par diplôme')).toBe('statistiques-stagiaires-par-diplome.csv');
  });
});
