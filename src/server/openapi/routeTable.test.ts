// The route table read for the OpenAPI document: path templates from Fastify URLs, the source folder of a
// route, what its options declare, and the French summary of a route that declares none.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { collectRoutes, openApiPath, pathParams } from './routeTable.ts';
import { derivedSummary } from './operations.ts';

describe('route table', () => {
  it('turns Fastify URLs into OpenAPI path templates', () => {
    expect(openApiPath('/api/etudiants/:id')).toBe('/api/etudiants/{id}');
    expect(openApiPath('/api/x/:id(^\\d+)/y/:uuid')).toBe('/api/x/{id}/y/{uuid}');
    expect(openApiPath('/api/pointage_occurences_etudiant/')).toBe('/api/pointage_occurences_etudiant/');
    expect(openApiPath('/*')).toBeUndefined();
    expect(pathParams('/api/x/{id}/y/{uuid}')).toEqual(['id', 'uuid']);
  });

  it('records every method of every route with what its options say, HEAD and OPTIONS left out', async () => {
    const app = Fastify();
    const routes = collectRoutes(app);
    app.get('/api/a/:id', { config: { summary: 'Lire A', public: true } }, async () => ({}));
    app.route({
      method: ['POST', 'PUT'],
      url: '/api/b',
      schema: { summary: 'Écrire B', tags: ['B'] },
      handler: async () => ({}),
    });
    app.get('/api/c', { config: { openapi: false } }, async () => ({}));
    app.options('/api/d', async () => ({}));
    await app.ready();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/a/:id',
      'POST /api/b',
      'PUT /api/b',
      'GET /api/c',
    ]);
    // not from a server folder
    expect(routes[0]).toMatchObject({ summary: 'Lire A', public: true, hidden: false, source: 'app' });
    expect(routes[1]).toMatchObject({ summary: 'Écrire B', tags: ['B'] });
    expect(routes[3]!.hidden).toBe(true);
    await app.close();
  });

  it('derives a French summary from the method and the path', () => {
    expect(derivedSummary('GET', '/api/liste_diplomes')).toBe('Lire : liste diplomes');
    expect(derivedSummary('POST', '/api/groupes/{id}/transfer')).toBe('Envoyer : groupes › transfer ({id})');
    expect(derivedSummary('DELETE', '/api/x/{a}/{b}')).toBe('Supprimer : x ({a}, {b})');
    expect(derivedSummary('GET', '/api')).toBe("Lire : point d'entrée");
  });
});
