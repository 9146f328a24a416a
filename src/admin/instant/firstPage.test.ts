// The first page drawn early must be the list's own: the same request as the app's data provider (so that the
// app takes it over), the same view for the user, and each cell's text as the list's fields show it.
import { readdirSync, readFileSync } from 'node:fs';
import { hydraDataProvider } from '@api-platform/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadProfilesFromDir } from '../../shared/clients/node-loader.ts';
import { wrapDataProvider } from '../data/dataProvider.ts';
import { fetchEarly, takeEarly } from '../http/early.ts';
import { normaliseQuery } from '../http/query.ts';
import { modelFromSchemas } from '../model/fromSchemas.ts';
import { schemaDocumentationParser } from '../model/toApi.ts';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { validateResourceFile } from '../../shared/configuration/validate.ts';
import { buildViews } from '../views/buildViews.ts';
import { defaultFilter } from '../widgets/archive/archivable.ts';
import type { FieldView, ViewConfig } from '../views/viewTypes.ts';
import {
  cellText,
  firstPageUrl,
  instantView,
  listViewAt,
  relatedIris,
  relatedOf,
  rowsOf,
  type Related,
} from './firstPage.ts';

const ENTRYPOINT = 'http://localhost/api';
const model = modelFromSchemas();
// The repository's resource files, as the app loads them (resources/load.ts).
const files = readdirSync('resources')
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const data: unknown = JSON.parse(readFileSync(`resources/${file}`, 'utf8'));
    expect(validateResourceFile(file, data, model)).toEqual([]);
    return { file, data: data as ResourceFile, valid: true };
  });
const views = buildViews(model, files);
const view = (key: string) => views.find((v) => v.key === key)!;
const { profiles } = await loadProfilesFromDir();
// A user of the demo centre (clients/demo.json), as /users/me stores it.
const admin: Record<string, unknown> = { cfa: '/api/cfas/1', antenne: null };

describe('la requête de la première page', () => {
  let requested: string[];
  let provider: ReturnType<typeof wrapDataProvider>;
  beforeAll(async () => {
    // The Hydra data provider reads the page's address once, when it is created.
    (globalThis as { window?: unknown }).window ??= { location: { href: 'http://localhost/stagiaires' } };
    requested = [];
    const hydra = hydraDataProvider({
      entrypoint: ENTRYPOINT,
      httpClient: async (url: URL) => {
        requested.push(normaliseQuery(url).toString());
        return {
          status: 200,
          headers: new Headers(),
          json: { '@id': '/api/x', 'hydra:member': [], 'hydra:totalItems': 0 } as never,
        };
      },
      apiDocumentationParser: schemaDocumentationParser(model),
      mercure: false,
    });
    await hydra.introspect();
    provider = wrapDataProvider(hydra, model, views);
  });

  it('est, pour chaque liste, celle que le fournisseur de données envoie : la liste la reprend', async () => {
    expect(views.length).toBeGreaterThan(70);
    for (const v of views) {
      requested.length = 0;
      // The list's own first request: with its default filter (GenericList's filterDefaultValues).
      await provider.getList(v.key, {
        pagination: { page: 1, perPage: v.perPage },
        sort: v.sort,
        filter: defaultFilter(v),
      });
      expect(requested, v.key).toEqual([firstPageUrl(v, ENTRYPOINT)]);
    }
    // A fixed filter (trainees are type 1, candidates type 0) is part of it.
    expect(firstPageUrl(view('stagiaires'), ENTRYPOINT)).toBe(
      'http://localhost/api/etudiants?order%5Blastname%5D=ASC&page=1&itemsPerPage=25&type=1',
    );
    // An archivable list shows its active records (spec 001: lists filter etat=0), as the list does.
    expect(firstPageUrl(view('stagiaire/gestion-des-groupes'), ENTRYPOINT)).toBe(
      'http://localhost/api/groupes?order%5Bname%5D=ASC&page=1&itemsPerPage=25&etat=0',
    );
  });
});

describe('la liste dessinée tôt', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('est la liste de l’adresse, telle que le client de l’utilisateur la montre', () => {
    const shown = instantView(views, profiles, admin, ['ROLE_ADMIN'], at('/stagiaires'));
    expect(shown?.key).toBe('stagiaires');
    expect(shown?.columns.map((c) => c.label)).toEqual([
      'Civilité',
      'Nom',
      'Prénom',
      'Date de naissance',
      'Ville',
      'Antenne',
      'Session de diplôme',
      'Type de cursus',
      'Statut',
      'État',
    ]);
  });

  it('est la vue dont la liste est à ce chemin, sans paramètres dans l’adresse', () => {
    const stagiaires = view('stagiaires');
    expect(listViewAt(views, '/stagiaires', '')).toBe(stagiaires);
    expect(listViewAt(views, '/stagiaires/', '')).toBe(stagiaires);
    expect(listViewAt(views, '/stagiaires', '?filter=%7B%7D')).toBeUndefined();
    expect(listViewAt(views, '/stagiaires/12', '')).toBeUndefined();
  });

  it(
    'n’est pas dessinée hors d’une liste, avec un filtre dans l’adresse, sans profil client ou sans le droit de ' +
      'voir',
    () => {
      expect(instantView(views, profiles, admin, ['ROLE_ADMIN'], at('/stagiaires/12'))).toBeUndefined();
      expect(instantView(views, profiles, admin, ['ROLE_ADMIN'], at('/stagiaires', '?filter=%7B%7D'))).toBeUndefined();
      expect(
        instantView(views, profiles, { cfa: '/api/cfas/999999', antenne: null }, ['ROLE_ADMIN'], at('/stagiaires')),
      ).toBeUndefined();
      const restricted = views.find((v) => v.roles && v.roles.length > 0 && !v.flag);
      expect(restricted, 'une vue réservée à certains rôles').toBeDefined();
      expect(instantView(views, profiles, admin, [], at(restricted!.paths.list))).toBeUndefined();
    },
  );
});

describe('le texte des cellules', () => {
  const field = (over: Partial<FieldView>): FieldView =>
    ({ name: 'x', label: 'X', kind: 'string', ...over }) as FieldView;
  const row = (x: unknown) => ({ id: 1, x });
  const none: Related = new Map();

  it('montre les valeurs comme les champs de la liste : libellés, Oui/Non, JJ/MM/AAAA, nombres français, tiret', () => {
    const civility = view('stagiaires').columns.find((c) => c.name === 'civility')!;
    expect(cellText(civility, { id: 1, civility: 1 }, none)).toBe('Madame');
    expect(cellText(field({ kind: 'boolean' }), row(true), none)).toBe('Oui');
    expect(cellText(field({ kind: 'boolean' }), row(false), none)).toBe('Non');
    expect(cellText(field({ kind: 'date' }), row('2001-03-04'), none)).toBe('04/03/2001');
    expect(cellText(field({ kind: 'integer' }), row(12345), none)).toBe('12\u202f345');
    expect(cellText(field({ kind: 'integer', plainNumber: true }), row(2024), none)).toBe('2024');
    expect(cellText(field({ format: 'money' }), row(1234.5), none)).toBe('1\u202f234,50\u00a0€');
    expect(cellText(field({}), row(null), none)).toBe('—');
    expect(cellText(field({}), row('Nice'), none)).toBe('Nice');
  });

  it('nomme les enregistrements liés par leur représentation, jamais par leur IRI', () => {
    const v = view('stagiaires');
    const antenne = v.columns.find((c) => c.name === 'antenne')!;
    const members = [{ '@id': '/api/etudiants/7', antenne: '/api/antennes/2', lastname: 'Durand' }];
    const [first] = rowsOf(v, members);
    expect(first?.id).toBe(7);
    // Not known yet: blank, filled in when the related records arrive.
    expect(cellText(antenne, first!, new Map())).toBeUndefined();
    expect(relatedIris(v, members)).toEqual(new Map([['antennes', ['/api/antennes/2']]]));
    const related: Related = new Map([
      ['antennes', relatedOf([{ '@id': '/api/antennes/2', name: 'Antenne de Nice' }])],
    ]);
    expect(cellText(antenne, first!, related)).toBe('Antenne de Nice');
    expect(cellText(antenne, { id: 8, antenne: null }, related)).toBe('—');
  });
});

describe('la requête envoyée tôt', () => {
  it('est reprise une fois par la même adresse avec le même jeton, jamais par une autre', async () => {
    const sent: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      sent.push(url);
      return new Response('{"hydra:member":[]}', { status: 200 });
    }) as typeof fetch;
    try {
      const url = 'http://localhost/api/etudiants?page=1';
      const mine = await fetchEarly(url, 'jeton');
      expect(await mine.json()).toEqual({ 'hydra:member': [] });
      expect(takeEarly(url, new Headers({ Authorization: 'Bearer autre' }))).toBeUndefined();
      fetchEarly(url, 'jeton');
      expect(
        takeEarly('http://localhost/api/etudiants?page=2', new Headers({ Authorization: 'Bearer jeton' })),
      ).toBeUndefined();
      const taken = takeEarly(url, new Headers({ Authorization: 'Bearer jeton' }));
      expect(await (await taken!).json()).toEqual({ 'hydra:member': [] });
      expect(takeEarly(url, new Headers({ Authorization: 'Bearer jeton' }))).toBeUndefined();
      expect(sent).toEqual([url, url]);
      // Too old: the app sends its own.
      vi.useFakeTimers();
      fetchEarly(url, 'jeton');
      vi.advanceTimersByTime(11_000);
      expect(takeEarly(url, new Headers({ Authorization: 'Bearer jeton' }))).toBeUndefined();
    } finally {
      vi.useRealTimers();
      globalThis.fetch = real;
    }
  });
});
