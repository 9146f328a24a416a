import { describe, expect, it } from 'vitest';
import { sheetUrl } from './references.ts';

describe('reference lookups', () => {
  it('links an RNCP or RS code to its France compétences sheet, nothing else', () => {
    expect(sheetUrl('RNCP34825')).toBe('https://www.francecompetences.fr/recherche/rncp/34825/');
    expect(sheetUrl(' rs 5063 ')).toBe('https://www.francecompetences.fr/recherche/rs/5063/');
    expect(sheetUrl('34825')).toBeNull();
    expect(sheetUrl(null)).toBeNull();
  });
});
