// Building what a join list sends: the one domain request, the generic writes, the dialog's filter.
import { describe, expect, it } from 'vitest';
import type { JoinList } from '../../../shared/configuration/types.ts';
import { domainRequest, fill, genericWrites, pickFilter, skipped } from './save.ts';

const group = { id: 12, '@id': '/api/groupes/12', antenne: 2, name: 'BTS 1' };
const trainees: JoinList = {
  label: 'Stagiaires du groupe',
  resource: 'groupe_etudiants',
  target: 'groupe',
  member: 'etudiant',
  pick: { view: 'stagiaires', search: 'lastname', filter: { antenne: '{antenne}', etat: 0 } },
  save: { call: 'PATCH /api/groupes/{id}/etudiants', list: 'etudiants' },
};

describe('join list requests', () => {
  it("builds the group call: PATCH on the group's path, the whole final list as IRIs", () => {
    expect(domainRequest(trainees.save!, group, ['/api/etudiants/3', '/api/etudiants/9'])).toEqual({
      method: 'PATCH',
      path: '/api/groupes/12/etudiants',
      body: { etudiants: ['/api/etudiants/3', '/api/etudiants/9'] },
    });
    // An empty list is sent as such: it empties the group.
    expect(domainRequest(trainees.save!, group, []).body).toEqual({ etudiants: [] });
  });

  it("fills other body values from the record (the provider's agreements call)", () => {
    const save = {
      call: 'POST /api/prestataire_rattachement_conventions',
      list: 'conventions',
      body: { prestataire: '{@id}', note: 'x {id}' },
    };
    expect(domainRequest(save, { id: 5, '@id': '/api/prestataires/5' }, ['/api/antenne_conventions/1'])).toEqual({
      method: 'POST',
      path: '/api/prestataire_rattachement_conventions',
      body: { prestataire: '/api/prestataires/5', note: 'x 5', conventions: ['/api/antenne_conventions/1'] },
    });
  });

  it('keeps the type of a whole placeholder and gives null for a missing field', () => {
    expect(fill('{antenne}', group)).toBe(2);
    expect(fill('{nothing}', group)).toBeNull();
    expect(fill(0, group)).toBe(0);
  });

  it('filters the candidates from the record and adds the search text under the searched field', () => {
    expect(pickFilter(trainees, group, '')).toEqual({ antenne: 2, etat: 0 });
    expect(pickFilter(trainees, group, '  Dupont ')).toEqual({ antenne: 2, etat: 0, lastname: 'Dupont' });
    expect(pickFilter({ ...trainees, pick: { view: 'stagiaires' } }, group, 'Dupont')).toEqual({});
  });

  it('writes join rows generically: every row of a removed member deleted, one row per added member', () => {
    const rows = new Map([
      ['3', [30, 31]],
      ['4', [40]],
    ]);
    expect(genericWrites(trainees, 12, { toAdd: [7, 8], toRemove: [3] }, (m) => rows.get(String(m)) ?? [])).toEqual([
      { kind: 'delete', id: 30 },
      { kind: 'delete', id: 31 },
      { kind: 'create', data: { groupe: 12, etudiant: 7 } },
      { kind: 'create', data: { groupe: 12, etudiant: 8 } },
    ]);
  });

  it("without a join resource, sets and clears the members' relation", () => {
    const agreement: JoinList = {
      label: 'Stagiaires',
      resource: 'etudiants',
      target: 'antenne_convention',
      pick: { view: 'stagiaires' },
    };
    expect(genericWrites(agreement, 4, { toAdd: [7], toRemove: [3] }, () => [])).toEqual([
      { kind: 'update', id: 3, data: { antenne_convention: null }, previous: { id: 3, antenne_convention: 4 } },
      { kind: 'update', id: 7, data: { antenne_convention: 4 }, previous: { id: 7 } },
    ]);
  });

  it('skips the rows the file says are no members', () => {
    expect(skipped({ etat: 2 }, { etat: 2 })).toBe(true);
    expect(skipped({ etat: 2 }, { etat: 0 })).toBe(false);
    expect(skipped(undefined, { etat: 2 })).toBe(false);
  });
});
