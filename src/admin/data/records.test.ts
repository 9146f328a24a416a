// Record conversions: numeric ids for routes, relations as ids in the admin and IRIs towards the API,
// merge-patch of the changed keys only.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { fieldView } from '../views/fieldView.ts';
import { changedKeys, filterToApi, fromApi, toApi } from './records.ts';

const etudiants = modelFromSchemas().get('etudiants')!;

describe('records', () => {
  it('reads ids from IRIs', () => {
    const record = fromApi(
      { id: '/api/etudiants/12', '@id': '/api/etudiants/12', antenne: '/api/antennes/3', diplome_session: null },
      etudiants,
    );
    expect(record).toMatchObject({ id: 12, antenne: 3, diplome_session: null });
  });

  it('writes IRIs, nulls, typed choices and skips read-only keys', () => {
    expect(
      toApi(
        {
          id: 12,
          '@id': '/api/etudiants/12',
          created_at: 'x',
          antenne: 3,
          civility: '1',
          city: '',
          postal_code: '13001',
          diplome_session: '',
        },
        etudiants,
      ),
    ).toEqual({ antenne: '/api/antennes/3', civility: 1, city: null, postal_code: '13001', diplome_session: null });
  });

  it(
    'sends a JSON field typed as text as its object, and text that is not JSON as typed (the server refuses it in ' +
      'French)',
    () => {
      const evaluations = modelFromSchemas().get('evaluation_alternances')!;
      expect(evaluations.fields.find((f) => f.name === 'criteres')?.kind).toBe('json');
      expect(toApi({ criteres: '{"assiduite": 3, "autonomie": 4}' }, evaluations)).toEqual({
        criteres: { assiduite: 3, autonomie: 4 },
      });
      expect(toApi({ criteres: 'assiduité 3' }, evaluations)).toEqual({ criteres: 'assiduité 3' });
      expect(toApi({ criteres: { assiduite: 2 } }, evaluations)).toEqual({ criteres: { assiduite: 2 } });
    },
  );

  it("reads and writes a to-many relation (an activity's speakers) as ids in the admin, IRIs towards the API", () => {
    const model = modelFromSchemas();
    const activities = model.get('scheduler_activities')!;
    const speakers = activities.fields.find((f) => f.name === 'speakers')!;
    expect(speakers).toMatchObject({ kind: 'array', reference: 'scheduler_speakers' });
    // Shown by the speakers' representation (their names), also when a resource file names the reference.
    expect(
      fieldView(speakers, { resource: 'scheduler_activities', route: 'stagiaire/activites' }, model),
    ).toMatchObject({ kind: 'array', reference: 'scheduler_speakers', representation: '{lastname} {firstname}' });
    expect(
      fieldView(
        speakers,
        {
          resource: 'scheduler_activities',
          route: 'stagiaire/activites',
          fields: { speakers: { reference: 'scheduler_speakers' } },
        },
        model,
      ).kind,
    ).toBe('array');
    const record = fromApi(
      {
        id: '/api/scheduler_activities/4',
        '@id': '/api/scheduler_activities/4',
        name: 'Conduite de séance',
        speakers: ['/api/scheduler_speakers/2', '/api/scheduler_speakers/3'],
      },
      activities,
    );
    expect(record).toMatchObject({ id: 4, speakers: [2, 3] });
    expect(toApi({ name: 'Conduite de séance', speakers: [2, 5] }, activities)).toEqual({
      name: 'Conduite de séance',
      speakers: ['/api/scheduler_speakers/2', '/api/scheduler_speakers/5'],
    });
  });

  it('patches only what changed', () => {
    expect(changedKeys({ city: 'Nice', lastname: 'A' }, { city: 'Aix', lastname: 'A' })).toEqual({ city: 'Nice' });
  });

  it('sends relation filters as IRIs and drops empty ones', () => {
    expect(filterToApi({ antenne: 2, lastname: '', etat: 0 }, etudiants)).toEqual({
      antenne: '/api/antennes/2',
      etat: 0,
    });
  });
});
