// csvCell/csvLine: quoting, French separator, and neutralisation of formula injection.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from '../../src/shared/csv.ts';

describe('csvCell', () => {
  it('leaves plain values alone and empties null', () => {
    expect(csvCell('Dupont')).toBe('Dupont');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Île-de-France')).toBe('Île-de-France');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "Jo"')).toBe('"dit ""Jo"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });

  it.each(['=1+1', '+33 6 00', '-2+3', '@SUM(A1:A2)', '\tcmd', '\rcmd'])('neutralises formula start %j', (v) => {
    const cell = csvCell(v);
    expect(cell.replace(/^"/, '').startsWith(`'${v[0]}`)).toBe(true);
  });

  it('neutralises a formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
  });

  it('does not touch a minus or equals sign inside the text', () => {
    expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps real numbers as numbers, negative included', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-3')).toBe("'-3");
  });
});

describe('csvLine', () => {
  it('joins with ; and ends with CRLF', () => {
    expect(csvLine(['Nom', null, '=x'])).toBe("Nom;;'=x\r\n");
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
