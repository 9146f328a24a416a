// A field a resource file ties to a client-profile flag (`fields.<name>.profileFlag`): the rating stars of the
// actions and referentials show only for clients whose accessRight has the flag true.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../shared/clients/index.ts';
import { loadProfilesFromDir } from '../../shared/clients/node-loader.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { validateResourceFile } from '../../shared/configuration/validate.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { applyProfile, hideFlaggedFields } from './applyProfile.ts';
import { buildViews } from './buildViews.ts';
import type { ViewConfig } from './viewTypes.ts';

const model = modelFromSchemas();
const shipped = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../resources/${name}.json`, import.meta.url), 'utf8')) as ResourceFile;
const views = buildViews(
  model,
  ['antenne_actions', 'antenne_referentiels', 'diplomes'].map((name) => ({
    file: `${name}.json`,
    valid: true,
    data: shipped(name),
  })),
);
const view = (key: string) => views.find((v) => v.key === key)!;

/** Where the field `note` appears in a view. */
const noteIn = (v: ViewConfig) => ({
  column: v.columns.some((f) => f.name === 'note'),
  filter: v.filters.some((f) => f.field.name === 'note'),
  form: v.formSections.some((s) => s.fields.some((f) => f.name === 'note')),
  show: v.showSections.some((s) => s.fields.some((f) => f.name === 'note')),
});
const everywhere = { column: true, filter: false, form: true, show: true };
const nowhere = { column: false, filter: false, form: false, show: false };

describe('fields.<name>.profileFlag', () => {
  it('the shipped actions and referentials declare the rating as stars under their flag', () => {
    expect(view('pedagogie/actions').fields.get('note')).toMatchObject({
      widget: 'rating',
      profileFlag: 'hasActionsRatingStars',
    });
    expect(view('pedagogie/referentiels').fields.get('note')).toMatchObject({
      widget: 'rating',
      profileFlag: 'hasRepositoriesRatingStars',
    });
    expect(noteIn(view('pedagogie/actions'))).toEqual(everywhere);
  });

  it("shows the field only where the client's accessRight flag is true", async () => {
    const { profiles } = await loadProfilesFromDir();
    const demo = resolveProfile(profiles, { cfaId: 1, level: 'cfa' })!;
    const sport = resolveProfile(profiles, { cfaId: 2, level: 'cfa' })!;
    expect(demo.accessRight.hasActionsRatingStars).toBe(false);
    expect(sport.accessRight.hasActionsRatingStars).toBe(true);
    expect(noteIn(applyProfile(view('pedagogie/actions'), sport))).toEqual(everywhere);
    expect(noteIn(applyProfile(view('pedagogie/referentiels'), sport))).toEqual(everywhere);
    expect(noteIn(applyProfile(view('pedagogie/actions'), demo))).toEqual(nowhere);
    expect(noteIn(applyProfile(view('pedagogie/referentiels'), demo))).toEqual(nowhere);
    // One flag per resource: stars on referentials but not on actions.
    const onlyRepositories = { ...demo, accessRight: { ...demo.accessRight, hasRepositoriesRatingStars: true } };
    expect(noteIn(applyProfile(view('pedagogie/actions'), onlyRepositories))).toEqual(nowhere);
    expect(noteIn(applyProfile(view('pedagogie/referentiels'), onlyRepositories))).toEqual(everywhere);
    // Other fields stay.
    expect(applyProfile(view('pedagogie/actions'), demo).columns.map((f) => f.name)).toEqual([
      'name',
      'code',
      'type_action',
      'duration_hours',
      'diplome',
      'antenne',
      'etat',
    ]);
  });

  it('shows the diploma type on the training catalogue only to clients whose profile says typeDiplome', async () => {
    const { profiles } = await loadProfilesFromDir();
    const demo = resolveProfile(profiles, { cfaId: 1, level: 'cfa' })!;
    const sport = resolveProfile(profiles, { cfaId: 2, level: 'cfa' })!;
    expect([demo.accessRight.typeDiplome, sport.accessRight.typeDiplome]).toEqual([false, true]);
    const typeIn = (v: ViewConfig) => ({
      column: v.columns.some((f) => f.name === 'type_diplome'),
      filter: v.filters.some((f) => f.field.name === 'type_diplome'),
      form: v.formSections.some((s) => s.fields.some((f) => f.name === 'type_diplome')),
      show: v.showSections.some((s) => s.fields.some((f) => f.name === 'type_diplome')),
    });
    const catalogue = view('futurosud/diplomes');
    expect(typeIn(applyProfile(catalogue, sport))).toEqual({ column: true, filter: true, form: true, show: true });
    expect(typeIn(applyProfile(catalogue, demo))).toEqual(nowhere);
  });

  it('hides the field without a profile', () => {
    expect(noteIn(hideFlaggedFields(view('pedagogie/actions'), {}))).toEqual(nowhere);
  });

  it('is checked by name against the boolean accessRight flags, in French', () => {
    const errors = validateResourceFile(
      'antenne_actions.json',
      {
        resource: 'antenne_actions',
        route: 'pedagogie/actions',
        fields: { note: { widget: 'rating', profileFlag: 'hasEtoiles' } },
      },
      model,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^resources\/antenne_actions\.json : \/fields\/note\/profileFlag drapeau accessRight inconnu « hasEtoiles »/,
    );
  });
});
