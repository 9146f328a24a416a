import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { antenneChoiceFilter } from './antenneChoices.ts';

const model = modelFromSchemas();
const owner = (name: string) => model.get(name)!;

describe("the generic form's choices of antenne-scoped references", () => {
  it("a record of one antenne is offered its antenne's referentials and the centre's, as the server accepts", () => {
    const field = { name: 'referentiel', reference: 'antenne_referentiels' };
    expect(antenneChoiceFilter(model, owner('antenne_referentiel_diplomes'), field, '/api/antennes/3')).toEqual({
      'antenne[or_null]': '/api/antennes/3',
    });
    expect(
      antenneChoiceFilter(model, owner('antenne_referentiel_diplomes'), field, { '@id': '/api/antennes/2' }),
    ).toEqual({ 'antenne[or_null]': '/api/antennes/2' });
    expect(antenneChoiceFilter(model, owner('antenne_referentiel_diplomes'), field, 4)).toEqual({
      'antenne[or_null]': '/api/antennes/4',
    });
  });

  it('no narrowing before the antenne is known, on the antenne field itself, or to an antenne-less resource', () => {
    expect(
      antenneChoiceFilter(
        model,
        owner('antenne_referentiel_diplomes'),
        { name: 'referentiel', reference: 'antenne_referentiels' },
        undefined,
      ),
    ).toBeUndefined();
    expect(
      antenneChoiceFilter(
        model,
        owner('antenne_referentiel_diplomes'),
        { name: 'antenne', reference: 'antennes' },
        '/api/antennes/3',
      ),
    ).toBeUndefined();
    expect(
      antenneChoiceFilter(
        model,
        owner('antenne_referentiel_diplomes'),
        { name: 'diplome', reference: 'diplomes' },
        '/api/antennes/3',
      ),
    ).toBeUndefined();
  });

  it(
    "a centre's record is offered every shared row, except an antenne's copy of a tree when the API can say " + 'so',
    () => {
      const users = antenneChoiceFilter(
        model,
        owner('antenne_referentiel_diplomes'),
        { name: 'x', reference: 'users' },
        null,
      );
      expect(users).toBeUndefined();
      expect(model.get('antenne_referentiels')!.fixedAntenne).toBe(true);
      expect(model.get('users')!.fixedAntenne).toBeUndefined();
    },
  );
});
