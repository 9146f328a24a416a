// Which records a relation input of the generic form offers, as the server accepts them (crud/write.ts): a
// record of one antenne points at that antenne's rows of a shared resource (referentials, GED folders, users…)
// or at the centre's shared ones, never at another antenne's; a centre's record never at an antenne's copy of a
// tree (a referential and its units). The record's antenne is the form's value, else the stored record's.
import { iriOf, relationIri } from '../data/iri.ts';
import type { ApiModel, ResourceModel } from '../model/types.ts';

/** The API filter narrowing the choices of `field` (to `reference`) for a record of `owner`, if any. */
export function antenneChoiceFilter(
  model: ApiModel,
  owner: ResourceModel | undefined,
  field: { name: string; reference?: string },
  ownAntenne: unknown,
): Record<string, string | boolean> | undefined {
  const target = field.reference ? model.get(field.reference) : undefined;
  const ownField = owner?.antenneField;
  const targetField = target?.sharedAntenne ? target.fields.find((f) => f.name === target.sharedAntenne) : undefined;
  if (!target || !ownField || !targetField || field.name === ownField || owner?.name === target.name) return undefined;
  if (ownAntenne === undefined) return undefined; // not known yet (a new record before its antenne is chosen)
  const own =
    ownAntenne === null || ownAntenne === ''
      ? null
      : (relationIri(ownAntenne) ?? iriOf('antennes', ownAntenne as string | number));
  if (own !== null)
    return targetField.filters.includes('exact') ? { [`${targetField.name}[or_null]`]: own } : undefined;
  return target.fixedAntenne && targetField.filters.includes('exists')
    ? { [`exists[${targetField.name}]`]: false }
    : undefined;
}
