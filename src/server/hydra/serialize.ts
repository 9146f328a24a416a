// Database rows → JSON-LD items (@id, @type, id, properties; relations as IRIs; writeOnly never output).
import type { ResourceModel } from '../schema/model.ts';
import type { Row } from '../db/index.ts';
import { itemIri } from './iri.ts';

export function toItem(r: ResourceModel, row: Row, withContext = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (withContext) out['@context'] = `/api/contexts/${r.className}`;
  out['@id'] = itemIri(r.name, row.id as number);
  out['@type'] = r.className;
  out.id = row.id;
  for (const p of r.properties) {
    if (p.writeOnly) continue;
    const v = row[p.column];
    if (p.relation) out[p.name] = v === null || v === undefined ? null : itemIri(p.relation, v as number);
    else out[p.name] = v === undefined ? null : v;
  }
  return out;
}
