// Features of the generic views: moved paths, child lists (show.related) and their validation,
// access.flag, formats guessed from the schemas, and what a client profile changes (menu, labels, form order).
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../shared/clients/index.ts';
import { loadProfilesFromDir } from '../../shared/clients/node-loader.ts';
import { canAccess } from '../../shared/access.ts';
import { profileMenu } from '../layout/profileMenu.ts';
import { guessFormat } from '../model/guessFormat.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { validateResourceFile } from '../../shared/configuration/validate.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { buildViews } from './buildViews.ts';
import { prefillOf } from './GenericCreate.tsx';
import { createPath, editPath, recordPath } from './paths.ts';
import { applyProfile } from './applyProfile.ts';

const model = modelFromSchemas();
const stagiaires: ResourceFile = {
  resource: 'etudiants',
  route: 'stagiaires',
  menu: { section: 'stagiaire', key: 'stagiaires' },
  form: {
    sections: [
      {
        title: 'Formation',
        fields: ['antenne', 'etat', 'diplome_session', 'type_cursus', 'status', 'antenne_administrative'],
      },
    ],
  },
  show: {
    related: [
      {
        resource: 'etudiant_absences',
        target: 'etudiant',
        label: 'Absences',
        sort: { field: 'dt_start', order: 'DESC' },
      },
    ],
  },
};
const views = buildViews(model, [
  { file: 'stagiaires.json', valid: true, data: stagiaires },
  {
    file: 'etudiant_absences.json',
    valid: true,
    data: {
      resource: 'etudiant_absences',
      route: 'etudiant_absences',
      list: { columns: ['etudiant', 'raison', 'dt_start'] },
      menu: { section: 'stagiaire', key: 'absences' },
    },
  },
  {
    file: 'antennes.json',
    valid: true,
    data: {
      resource: 'antennes',
      route: 'futurosud/antennes',
      paths: { list: 'antenne/annuaire', record: 'antenne' },
      access: { flag: 'hasGroups' },
    },
  },
]);
const view = (key: string) => views.find((v) => v.key === key)!;

describe('paths', () => {
  it('default to /<route> and move with the file', () => {
    expect(view('stagiaires').paths).toEqual({ list: '/stagiaires', record: '/stagiaires' });
    const antennes = view('futurosud/antennes');
    expect(antennes.paths).toEqual({ list: '/antenne/annuaire', record: '/antenne' });
    expect(recordPath(antennes, 4)).toBe('/antenne/4');
    expect(editPath(antennes, 4)).toBe('/antenne/4/modifier');
    expect(createPath(view('etudiant_absences'), { etudiant: 7 }, '/stagiaires/7')).toBe(
      '/etudiant_absences/nouveau?valeurs=%7B%22etudiant%22%3A7%7D&retour=%2Fstagiaires%2F7',
    );
  });
});

describe('show.related', () => {
  it('resolves the child view, its columns without the parent, and the sort', () => {
    expect(view('stagiaires').related).toMatchObject([
      {
        viewKey: 'etudiant_absences',
        target: 'etudiant',
        label: 'Absences',
        sort: { field: 'dt_start', order: 'DESC' },
        perPage: 10,
      },
    ]);
    expect(view('stagiaires').related[0]!.columns.map((c) => c.name)).toEqual(['raison', 'dt_start']);
  });

  it('keeps only writable fields from the pre-filled values', () => {
    expect(prefillOf(view('etudiant_absences'), '{"etudiant":7,"id":3}')).toEqual({ etudiant: 7 });
    expect(prefillOf(view('etudiant_absences'), 'pas du json')).toEqual({});
  });

  it('is checked against the child resource, in French with the JSON path', () => {
    const errors = validateResourceFile(
      'stagiaires.json',
      {
        resource: 'etudiants',
        route: 'stagiaires',
        show: {
          related: [
            { resource: 'etudiant_absences', target: 'antenne', label: 'A', columns: ['raison', 'nope'] },
            { resource: 'inconnue', target: 'x', label: 'B' },
          ],
        },
      },
      model,
    );
    expect(errors).toEqual([
      "resources/stagiaires.json : /show/related/0/target « antenne » n'est pas une relation vers etudiants dans " +
        'etudiant_absences',
      'resources/stagiaires.json : /show/related/0/columns/1 champ inconnu « nope » dans etudiant_absences',
      "resources/stagiaires.json : /show/related/1/resource ressource d'API inconnue « inconnue »",
    ]);
  });
});

describe('access.flag', () => {
  it('hides a view unless the client flag is true, and refuses unknown flags', () => {
    const antennes = view('futurosud/antennes');
    const admin = (flags: Record<string, unknown>) => ({ roles: ['ROLE_ADMIN'], flags });
    expect(canAccess(admin({ hasGroups: true }), { action: 'list', resource: antennes })).toBe(true);
    expect(canAccess(admin({ hasGroups: false }), { action: 'list', resource: antennes })).toBe(false);
    expect(canAccess(admin({}), { action: 'list', resource: antennes })).toBe(false);
    expect(
      validateResourceFile('a.json', { resource: 'antennes', route: 'a', access: { flag: 'hasNothing' } }, model)[0],
    ).toMatch(/^resources\/a\.json : \/access\/flag drapeau accessRight inconnu « hasNothing »/);
  });
});

describe('formats', () => {
  it('are guessed from schema formats, patterns and obvious names', () => {
    expect(guessFormat('birthdate', { format: 'date' })).toBe('date');
    expect(guessFormat('phone_number', { pattern: '^\\+?[0-9 .]{6,20}$' })).toBe('phone');
    expect(guessFormat('siret', { pattern: '^[0-9]{14}$' })).toBe('siret');
    expect(guessFormat('social_security_number', { pattern: '^[12][0-9]{4}' })).toBe('nir');
    expect(guessFormat('montant', { type: 'number' })).toBe('money');
    expect(guessFormat('montant', { type: 'string' })).toBeUndefined();
    expect(guessFormat('lastname', { type: 'string' })).toBeUndefined();
    expect(view('stagiaires').fields.get('phone_number')?.format).toBe('phone');
    expect(view('stagiaires').fields.get('birthdate')?.format).toBe('date');
  });
});

describe('client profiles in the views', async () => {
  const { profiles } = await loadProfilesFromDir();
  const demo = resolveProfile(profiles, { cfaId: 1, level: 'cfa' })!;
  const sport = resolveProfile(profiles, { cfaId: 2, level: 'cfa' })!;

  it('orders the formation section and drops what the flags switch off', () => {
    const names = (p: typeof demo) => applyProfile(view('stagiaires'), p).formSections[0]!.fields.map((f) => f.name);
    expect(names(demo)).toEqual(['type_cursus', 'status', 'antenne', 'diplome_session', 'etat']);
    const noSessions = {
      ...demo,
      accessRight: { ...demo.accessRight, hasSessions: false, hasAdministrativeBranch: true },
    };
    expect(names(noSessions)).toEqual(['type_cursus', 'status', 'antenne', 'antenne_administrative', 'etat']);
  });

  it('relabels the antenne field with the client denomination', () => {
    const relabelled = { ...demo, denominations: { ...demo.denominations, antenneField: 'Dispositif de formation' } };
    expect(applyProfile(view('stagiaires'), relabelled).fields.get('antenne')?.label).toBe('Dispositif de formation');
  });

  it('builds the menu from the profile, without entries that lead nowhere', () => {
    const menuViews = [
      ...views,
      ...buildViews(model, [
        { file: 'antennes.json', valid: true, data: { resource: 'antennes', route: 'futurosud/antennes' } },
      ]),
    ];
    const menu = (p: typeof demo) => profileMenu(p, ['ROLE_ADMIN'], menuViews, []);
    const demoMenu = menu(demo);
    expect(demoMenu.map((s) => s.label)).toContain('STAGIAIRES');
    const links = demoMenu.flatMap((s) => s.items.map((i) => i.to));
    expect(links).toContain('/stagiaires');
    expect(links).not.toContain('/antenne/tableau_de_bord');
    // Absences are named by no profile: they keep their resource-file placement.
    expect(links).toContain('/etudiant_absences');
    expect(demoMenu.map((s) => s.label)).toContain('GESTION');
    expect(menu(sport).map((s) => s.label)).toContain('GESTION DU RÉSEAU');
  });
});
