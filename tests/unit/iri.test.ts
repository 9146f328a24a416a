// One IRI parser (src/shared/iri.ts) for the server's relation checks and the admin's route ids.
import { describe, expect, it } from 'vitest';
import { idFromIri, idOf, itemIri, parseIri } from '../../src/shared/iri.ts';
import * as server from '../../src/server/hydra/iri.ts';
import { idFromIri as adminIdFromIri } from '../../src/admin/data/iri.ts';
import { idOf as attendanceIdOf } from '../../src/admin/pages/attendance/api.ts';

describe('IRI', () => {
  it('parses an item IRI, absolute or not, numeric or UUID', () => {
    expect(parseIri('/api/etudiants/12')).toEqual({ base: '/api', resource: 'etudiants', id: 12 });
    expect(parseIri('https://exemple.fr/api/etudiants/12')).toEqual({ base: '/api', resource: 'etudiants', id: 12 });
    expect(parseIri('/api/antenne_convention_documents/3f1c-aa')).toEqual({ base: '/api', resource: 'antenne_convention_documents', id: '3f1c-aa' });
    expect(parseIri('/api/etudiants/12/')).toMatchObject({ id: 12 });
    expect(parseIri('etudiants')).toBeUndefined();
    expect(parseIri(12)).toBeUndefined();
  });

  it('on the server, names a record only of the expected resource, under /api, in the id range', () => {
    expect(idFromIri('etudiants', '/api/etudiants/12')).toBe(12);
    expect(idFromIri('etudiants', 'http://localhost:3000/api/etudiants/12')).toBe(12);
    expect(idFromIri('etudiants', '/api/antennes/12')).toBeUndefined();
    expect(idFromIri('etudiants', '/autre/etudiants/12')).toBeUndefined();
    expect(idFromIri('etudiants', '/api/etudiants/0')).toBeUndefined();
    expect(idFromIri('etudiants', '/api/etudiants/99999999999')).toBeUndefined();
    expect(idFromIri('etudiants', '/api/etudiants/abc')).toBeUndefined();
    expect(idFromIri('etudiants', '12')).toBeUndefined();
    expect(idFromIri('etudiants', '12', true)).toBe(12);
    expect(idFromIri('etudiants', 12, true)).toBe(12);
    expect(idFromIri('etudiants', 1.5, true)).toBeUndefined();
    expect(itemIri('etudiants', 12)).toBe('/api/etudiants/12');
  });

  it('the server module, the admin and the attendance pages use the same parser', () => {
    expect(server.idFromIri).toBe(idFromIri);
    for (const iri of ['/api/etudiants/12', '/api/antenne_convention_documents/3f1c-aa']) {
      expect(adminIdFromIri(iri)).toBe(idOf(iri));
      expect(attendanceIdOf(iri)).toBe(idOf(iri));
    }
    expect(idOf('/api/etudiants/12')).toBe(12);
    expect(idOf(null)).toBeUndefined();
    expect(adminIdFromIri('12')).toBe(12);
  });
});
