// What every domain module shares: a resource model by name, the query of a request, the shape of an
// `/{id}` request, and a Hydra collection of already serialised members (light lists, trees, dashboards).
import type { FastifyRequest } from 'fastify';
import type { Registry, ResourceModel } from '../schema/model.ts';

export type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The model of a resource named in code: its absence is a programming error, not a client's. */
export function resourceModel(registry: Registry, name: string): ResourceModel {
  const r = registry.byName.get(name);
  if (!r) throw new Error(`Ressource ${name} absente des schémas.`);
  return r;
}

export function queryOf(request: FastifyRequest): URLSearchParams {
  const i = request.url.indexOf('?');
  return new URLSearchParams(i >= 0 ? request.url.slice(i + 1) : '');
}

/** A hydra:Collection of already serialised members, with optional extra keys. */
export function collection(path: string, className: string, members: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@context': `/api/contexts/${className}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': members.length,
    'hydra:member': members,
    ...extra,
  };
}
