import { describe, expect, it } from 'vitest';
import { adminPathOf } from './adminPath.ts';

describe('adminPathOf', () => {
  it('opens the record of an alert', () => {
    expect(adminPathOf('/api/etudiants/12')).toBe('/stagiaires/12');
    expect(adminPathOf('/api/etudiant_documents/3')).toBe('/etudiant_documents/3');
    expect(adminPathOf('/stagiaire/planning')).toBe('/stagiaire/planning');
    expect(adminPathOf('https://ailleurs.fr')).toBeNull();
  });
});
