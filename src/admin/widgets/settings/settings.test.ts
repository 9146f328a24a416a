// The client settings the generic screens read (applySettings.ts through views/applyProfile.ts), on the
// repository's resource files and client profiles: narrowed choices, list filters, the branch's wording.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultParameters, resolveProfile, type ResolvedProfile } from '../../../shared/clients/index.ts';
import { loadProfilesFromDir } from '../../../shared/clients/node-loader.ts';
import { types_entretien } from '../../../shared/reference/entretiens.ts';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import type { ResourceFile } from '../../../shared/configuration/types.ts';
import { profileMenu } from '../../layout/profileMenu.ts';
import { applyProfile } from '../../views/applyProfile.ts';
import { buildViews } from '../../views/buildViews.ts';
import type { FieldView, FilterView, ViewConfig } from '../../views/viewTypes.ts';
import { selectFilters } from './filters.ts';
import { enumChoices } from '../../views/enumChoices.ts';
import { types_document_administratif, types_document_pedagogique } from '../../../shared/reference/documents.ts';
import { branchWording } from './wording.ts';
import { loadSettings } from './loaded.ts';

// As the start does (start/startData.ts).
await loadSettings();

const model = modelFromSchemas();
const files = readdirSync('resources')
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, data: JSON.parse(readFileSync(`resources/${file}`, 'utf8')) as ResourceFile, valid: true }));
const views = buildViews(model, files);
const view = (key: string) => views.find((v) => v.key === key)!;
const { profiles } = await loadProfilesFromDir();
const client = (key: string): ResolvedProfile => {
  const p = profiles.find((c) => c.key === key);
  const resolved = p && resolveProfile(profiles, { cfaId: p.cfa.id, level: 'cfa' });
  if (!resolved) throw new Error(`no profile ${key}`);
  return resolved;
};
/** A client that states nothing: the defaults. */
const plain = (): ResolvedProfile => ({
  ...defaultParameters,
  client: 'x',
  clientLabel: 'X',
  cfaId: 99,
  entryId: 'x',
  level: 'cfa',
  testOnly: false,
});

const formField = (v: ViewConfig, name: string) => v.formSections.flatMap((s) => s.fields).find((f) => f.name === name);
const ids = (f: FieldView | undefined) => (f?.choices ?? []).map((c) => c.id);
const filterSources = (v: ViewConfig) => v.filters.map((f) => f.source);

describe('interview types narrowed by entretien.interviewsType', () => {
  const interviews = view('stagiaire/entretiens');

  it('the sports network is offered its 12 types in the form and the list filter, in the reference order', () => {
    const sport = client('sport');
    const v = applyProfile(interviews, sport);
    expect(ids(formField(v, 'type'))).toEqual(
      types_entretien.map((t) => t.id).filter((id) => sport.entretien.interviewsType.includes(id)),
    );
    expect(ids(formField(v, 'type'))).toHaveLength(12);
    expect(ids(v.filters.find((f) => f.field.name === 'type')?.field)).toHaveLength(12);
  });

  it('a client that names no list is offered all 21; shown values keep every label', () => {
    expect(ids(formField(applyProfile(interviews, plain()), 'type'))).toHaveLength(21);
    const v = applyProfile(interviews, client('sport'));
    expect(ids(v.columns.find((f) => f.name === 'type'))).toHaveLength(21);
    expect(ids(v.fields.get('type'))).toHaveLength(21);
  });

  it('the child list of interviews on a trainee page creates through the same narrowed form', () => {
    // The related list opens the interviews view's create form: the same view, so the same narrowing.
    expect(view('stagiaires').related.some((r) => r.viewKey === 'stagiaire/entretiens')).toBe(true);
  });
});

describe('document types narrowed by stagiaire.typeDocumentAdministratifs / typeDocumentPedagogiques', () => {
  const documents = view('etudiant_documents');
  const filterField = (v: ViewConfig, name: string) => v.filters.find((f) => f.field.name === name)?.field;

  it('the sports network is offered its 12 administrative types in the form and « Type de document » filter', () => {
    const sport = client('sport');
    const v = applyProfile(documents, sport);
    const offered = types_document_administratif
      .map((t) => t.id)
      .filter((id) => sport.stagiaire.typeDocumentAdministratifs.includes(id as number));
    expect(offered).toHaveLength(12);
    expect(ids(formField(v, 'type_document'))).toEqual(offered);
    expect(ids(filterField(v, 'type_document'))).toEqual(offered);
    // Shown values keep every label.
    expect(ids(v.columns.find((f) => f.name === 'type_document'))).toHaveLength(types_document_administratif.length);
  });

  it('an empty list offers every type of its group (the demo centre names none)', () => {
    const v = applyProfile(documents, client('demo'));
    expect(ids(formField(v, 'type_document'))).toHaveLength(types_document_administratif.length);
    expect(ids(filterField(v, 'type_document'))).toHaveLength(types_document_administratif.length);
    const pedagogy = applyProfile(view('pedagogie/documents'), client('sport'));
    expect(ids(formField(pedagogy, 'type'))).toHaveLength(types_document_pedagogique.length);
  });

  it('editing a document keeps its current type although the profile no longer offers it', () => {
    const field = formField(applyProfile(documents, client('sport')), 'type_document')!;
    expect(enumChoices(field, 9).map((c) => c.id)).toContain(9);
    expect(enumChoices(field, 1).map((c) => c.id)).not.toContain(9);
  });
});

describe('invoice details narrowed by facturation.typeFactureDetails', () => {
  it('the real-estate school is offered details 1 to 7 only', () => {
    const v = applyProfile(view('facturation/factures'), client('immobilier'));
    expect(
      ids(formField(v, 'detail_facture'))
        .filter((id) => id !== null)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(
      ids(formField(applyProfile(view('facturation/factures'), plain()), 'detail_facture')).filter((id) => id !== null),
    ).toHaveLength(9);
  });
});

describe('selectFilters', () => {
  const field = (name: string, filters = ['exact']): FieldView => ({
    name,
    label: name,
    kind: 'relation',
    required: false,
    nullable: true,
    readOnly: false,
    writeOnly: false,
    filters,
    sortable: false,
  });
  const filter = (name: string, alwaysOn = false): FilterView => ({
    field: field(name),
    kind: 'exact',
    source: name,
    label: name,
    alwaysOn,
  });
  const fields = new Map(
    ['lastname', 'antenne', 'etat', 'status', 'antenne_administrative', 'city'].map((n) => [n, field(n)]),
  );
  const list = [
    filter('lastname', true),
    filter('antenne', true),
    filter('etat', true),
    filter('status'),
    filter('city'),
  ];

  it('keeps ungoverned filters in place and puts the listed ones in the profile order where the first was', () => {
    expect(selectFilters(list, ['status', 'antenne'], fields).map((f) => f.source)).toEqual([
      'lastname',
      'status',
      'antenne',
      'city',
    ]);
  });

  it('adds a listed key the file does not filter on when the list has its field; skips a key with no field', () => {
    const out = selectFilters(list, ['antenne', 'antenne_administrative', 'groupe', 'etat'], fields);
    expect(out.map((f) => f.source)).toEqual(['lastname', 'antenne', 'antenne_administrative', 'etat', 'city']);
    expect(out.find((f) => f.source === 'antenne_administrative')).toMatchObject({ kind: 'exact', alwaysOn: false });
    expect(out.find((f) => f.source === 'antenne')?.alwaysOn).toBe(true);
  });

  it(
    'on the real trainee list: the multi-activity association gets its administrative antenne filter, no exit ' +
      'filter',
    () => {
      const v = applyProfile(view('stagiaires'), client('multi-activites'));
      expect(filterSources(v)).toContain('antenne_administrative');
      expect(filterSources(v)).not.toContain('exists[date_sortie]');
      // In the profile's order (the name search is the list's own search box, outside the profile's filters).
      expect(filterSources(v).indexOf('antenne')).toBeLessThan(filterSources(v).indexOf('antenne_administrative'));
      // The demo centre keeps what the list offered before the profiles chose its filters.
      expect(filterSources(applyProfile(view('stagiaires'), client('demo'))).sort()).toEqual(
        filterSources(view('stagiaires')).sort(),
      );
    },
  );

  it('on a pedagogy list: pedagogie.filtres drops the type and sequence filters the client does not list', () => {
    const evaluations = view('pedagogie/evaluations');
    expect(filterSources(evaluations)).toEqual(expect.arrayContaining(['type', 'antenne_sequence']));
    const v = applyProfile(evaluations, client('multi-activites'));
    expect(filterSources(v)).not.toContain('type');
    expect(filterSources(v)).not.toContain('antenne_sequence');
    expect(filterSources(v)).toEqual(expect.arrayContaining(['etudiant', 'antenne', 'etat', 'absent']));
  });

  it('leaves the other lists alone', () => {
    expect(filterSources(applyProfile(view('facturation/factures'), client('multi-activites')))).toEqual(
      filterSources(view('facturation/factures')),
    );
  });
});

describe('branch wording (denominations)', () => {
  it('says « dispositif » with its articles and agreement', () => {
    expect(branchWording("Reprise de l'antenne du stagiaire.", 'dispositif')).toBe(
      'Reprise du dispositif du stagiaire.',
    );
    expect(branchWording('Antenne administrative', 'dispositif')).toBe('Dispositif administratif');
    expect(branchWording('Vide : référentiel du centre, partagé par toutes les antennes.', 'dispositif')).toBe(
      'Vide : référentiel du centre, partagé par tous les dispositifs.',
    );
    expect(branchWording('Sessions en antenne', 'dispositif')).toBe('Sessions en dispositif');
    expect(branchWording("Secteur d'antenne", 'dispositif')).toBe('Secteur de dispositif');
    expect(branchWording('Antennes', 'antenne')).toBe('Antennes');
  });

  it('titles the branch list with the module name and its records with the field label', () => {
    const antennes = views.find((v) => v.model.name === 'antennes')!;
    const multi = applyProfile(antennes, client('multi-activites'));
    expect([multi.labelMany, multi.labelOne, multi.feminine]).toEqual([
      'Dispositifs de formation',
      'Dispositif de formation',
      false,
    ]);
    const sport = applyProfile(antennes, client('sport'));
    expect([sport.labelMany, sport.labelOne, sport.feminine]).toEqual(['Antennes UFA', 'Antenne UFA', true]);
  });

  it('relabels fields, filters and help texts for a « dispositif » client, and nothing for the others', () => {
    const multi = applyProfile(view('stagiaires'), client('multi-activites'));
    expect(multi.fields.get('antenne')?.label).toBe('Dispositif de formation');
    expect(multi.fields.get('antenne_administrative')?.label).toBe('Dispositif administratif');
    expect(multi.filters.find((f) => f.source === 'antenne_administrative')?.label).toBe('Dispositif administratif');
    const interviews = applyProfile(view('stagiaire/entretiens'), client('multi-activites'));
    expect(interviews.fields.get('antenne')?.helperText).toBe('Reprise du dispositif du stagiaire.');
    const demo = applyProfile(view('stagiaires'), client('demo'));
    expect(demo.fields.get('antenne_administrative')?.label).toBe('Antenne administrative');
  });
});

describe('menu entries of a « dispositif » client', () => {
  it('say « dispositif » in the entries the resource files place', () => {
    const sessions = views.find((v) => v.menu?.label === 'Sessions en antenne');
    expect(sessions).toBeDefined();
    const labels = (key: string) =>
      profileMenu(client(key), ['ROLE_SUPERVISOR'], views, []).flatMap((s) => s.items.map((i) => i.label));
    expect(labels('multi-activites')).toContain('Sessions en dispositif');
    expect(labels('multi-activites')).not.toContain('Sessions en antenne');
    expect(labels('demo')).toContain('Sessions en antenne');
  });
});
