// API of document models (modèles): folders, models and the models of a training action, each with its life
// cycle (create, read, the filters the spec's calls use, update, French 422, delete) and scope, and the models
// filtered by their folder's slug.
import { describe, expect, it } from 'vitest';
import { crudLifecycle, domainServer } from '../domainCrud.ts';

const { S, T, ref } = domainServer(import.meta.url, {
  dossier: ['modele_dossiers', "cfa_id = 1 AND slug = 'stagiaire_documents'"],
  modele: ['modeles', 'cfa_id = 1'],
  diplome: ['diplomes', 'cfa_id = 1'],
});

describe('models', () => {
  crudLifecycle(S, T, {
    resource: 'modele_dossiers', scope: 'cfa',
    body: () => ({ name: 'Documents RPP', slug: 'rpp_documents' }), filter: () => 'slug=rpp_documents', update: { name: 'Documents des suivis RPP' },
    bad: { body: () => ({ name: 'Slug invalide', slug: 'Avec Espaces' }), property: 'slug' },
  });
  crudLifecycle(S, T, {
    resource: 'modeles', scope: 'cfa',
    body: () => ({ name: 'Attestation de fin de formation', folder: ref.dossier, slug: 'attestation_fin' }),
    filter: () => `folder=${ref.dossier}`, update: { format: 'pdf' },
    bad: { body: () => ({ name: 'Sans dossier' }), property: 'folder' },
  });
  crudLifecycle(S, T, {
    resource: 'modele_action_formations', scope: 'cfa',
    body: () => ({ modele: ref.modele, diplome: ref.diplome }), filter: () => `modele=${ref.modele}`, update: { etat: 1 },
    bad: { body: () => ({ modele: ref.modele, diplome: 'diplome-1' }), property: 'diplome' },
  });

  it('filters models by their folder slug', async () => {
    const res = await S().req('GET', '/api/modeles?folder.slug=stagiaire_documents', { token: T().admin });
    expect(res.body['hydra:member'].length).toBeGreaterThan(0);
    expect(res.body['hydra:member'].every((m: any) => m.folder === ref.dossier)).toBe(true);
    const none = await S().req('GET', '/api/modeles?folder.slug=inconnu', { token: T().admin });
    expect(none.body['hydra:totalItems']).toBe(0);
  });
});
