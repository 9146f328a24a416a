import { describe, expect, it } from 'vitest';
import {
  candidateDocumentType,
  candidateFromRequest,
  decisionRefusal,
  decisionSeverity,
  noPlacementReason,
  placeableGroups,
  placementProblem,
} from './rules.ts';

describe('registration requests', () => {
  it('keeps an administrative document type, else « Autre document administratif »', () => {
    expect(candidateDocumentType(13)).toBe(13);
    expect(candidateDocumentType(100)).toBe(71);
    expect(candidateDocumentType(null)).toBe(71);
  });

  it('makes the candidate from the contact: identity, antenne, wished training, first contact the request day', () => {
    const c = candidateFromRequest({
      antenne_id: 2,
      civility: 1,
      lastname: 'Martin',
      firstname: 'Léa',
      birthdate: '2004-01-02',
      mail: 'l@x.fr',
      phone_number: '0611223344',
      city: 'Nîmes',
      diplome_id: 7,
      created_at: new Date('2025-10-03T09:00:00Z'),
    });
    expect(c).toEqual({
      type: 0,
      etat: 0,
      civility: 1,
      lastname: 'Martin',
      firstname: 'Léa',
      birthdate: '2004-01-02',
      mail: 'l@x.fr',
      phone_number: '0611223344',
      city: 'Nîmes',
      antenne_id: 2,
      diplome_id: 7,
      dt_date_first_contact: '2025-10-03',
      candidature_origin: 1,
    });
  });

  it('colours the notice as the spec: accepted green, refused red, other blue', () => {
    expect(decisionSeverity(1)).toBe('success');
    expect(decisionSeverity(2)).toBe('error');
    expect(decisionSeverity(null)).toBe('info');
    expect(decisionSeverity(3)).toBe('info');
  });

  it('accepts once; refuses once and never after an acceptance; a refused request may still be accepted', () => {
    expect(decisionRefusal(null, 1)).toBeUndefined();
    expect(decisionRefusal(1, 1)).toBe('alreadyAccepted');
    expect(decisionRefusal(1, 2)).toBe('alreadyAccepted');
    expect(decisionRefusal(2, 2)).toBe('alreadyRefused');
    expect(decisionRefusal(2, 1)).toBeUndefined();
  });
});

describe('placement at enrolment', () => {
  const trainee = { antenne_id: 2, diplome_id: 5 };
  const group = { id: 1, antenne_id: 2, etat: 0, diplome_session_id: null };
  const session = { id: 9, etat: 0, diplome_id: 5 };
  it('accepts an active group of the antenne and an active session of the wished training', () => {
    expect(placementProblem(trainee, group, session)).toBeUndefined();
    expect(placementProblem({ ...trainee, diplome_id: null }, group, { ...session, diplome_id: 8 })).toBeUndefined();
    expect(placementProblem(trainee, { ...group, diplome_session_id: 9 }, session)).toBeUndefined();
  });
  it('says why not', () => {
    expect(placementProblem(trainee, { ...group, antenne_id: 3 }, session)).toBe('groupOtherAntenne');
    expect(placementProblem(trainee, { ...group, etat: 1 }, session)).toBe('groupArchived');
    expect(placementProblem(trainee, group, { ...session, etat: 1 })).toBe('sessionArchived');
    expect(placementProblem(trainee, group, { ...session, diplome_id: 6 })).toBe('sessionOtherDiploma');
    expect(placementProblem(trainee, { ...group, diplome_session_id: 10 }, session)).toBe('sessionNotGroups');
  });
  it('names the missing choice', () => {
    expect(noPlacementReason(0, 3)).toBe('noGroup');
    expect(noPlacementReason(2, 0)).toBe('noSession');
    expect(noPlacementReason(2, 3)).toBeUndefined();
  });
  it('offers the groups following no session or one of the offered sessions, never another training’s', () => {
    const groups = [
      { id: 1, diplome_session_id: null },
      { id: 2, diplome_session_id: 7 },
      { id: 3, diplome_session_id: 9 },
    ];
    expect(placeableGroups(groups, [7, 8]).map((g) => g.id)).toEqual([1, 2]);
    expect(placeableGroups(groups.slice(2), [7, 8])).toEqual([]);
  });
});
