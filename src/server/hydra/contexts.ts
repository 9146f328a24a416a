// JSON-LD documents that point into the documentation vocabulary: the entrypoint and /api/contexts/<Class>.
import type { Registry } from '../schema/model.ts';
import { collectionIri } from './iri.ts';

/** /api/contexts/<Class> documents: every property mapped into the docs vocabulary, relations as @id. */
export function buildContext(
  registry: Registry,
  baseUrl: string,
  className: string,
): Record<string, unknown> | undefined {
  const vocab = { '@vocab': `${baseUrl}/api/docs.jsonld#`, hydra: 'http://www.w3.org/ns/hydra/core#' };
  if (className === 'Entrypoint') {
    const ctx: Record<string, unknown> = { ...vocab };
    for (const r of registry.resources) ctx[r.name] = { '@id': `Entrypoint/${r.name}`, '@type': '@id' };
    return { '@context': ctx };
  }
  if (className === 'Error')
    return { '@context': { ...vocab, description: 'hydra:description', title: 'hydra:title' } };
  if (className === 'ConstraintViolationList') {
    return {
      '@context': {
        ...vocab,
        violations: 'ConstraintViolationList/violations',
        propertyPath: 'ConstraintViolation/propertyPath',
        message: 'ConstraintViolation/message',
      },
    };
  }
  const r = registry.resources.find((x) => x.className === className);
  if (!r) return undefined;
  const ctx: Record<string, unknown> = { ...vocab };
  for (const p of r.properties) {
    ctx[p.name] = p.relation ? { '@id': `${r.className}/${p.name}`, '@type': '@id' } : `${r.className}/${p.name}`;
  }
  return { '@context': ctx };
}

export function buildEntrypoint(registry: Registry): Record<string, unknown> {
  const out: Record<string, unknown> = { '@context': '/api/contexts/Entrypoint', '@id': '/api', '@type': 'Entrypoint' };
  for (const r of registry.resources) out[r.name] = collectionIri(r.name);
  return out;
}
