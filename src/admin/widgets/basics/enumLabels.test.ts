// Enumerations never show a raw number: every integer property whose name says it is a kind (type, statut,
// status, état, raison) is bound to a reference list (x-enum) and the generic views show its label.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import { buildViews } from '../../views/buildViews.ts';
import { choiceLabel } from '../../views/fieldText.ts';

const model = modelFromSchemas();

describe('enumerations are shown by their labels', () => {
  it('alert types read as words in lists, detail pages and filters', () => {
    const [view] = buildViews(model, [
      { file: 'global_alertes.json', valid: true, data: { resource: 'global_alertes', route: 'global_alertes' } },
    ]);
    const type = view!.fields.get('type')!;
    expect(type.kind).toBe('enum');
    expect([1, 2, 3, 4].map((id) => choiceLabel(type, id))).toEqual([
      'Documents arrivant à expiration',
      'Contrats à compléter',
      'Bilans de parcours à réaliser',
      'Documents des entreprises à renouveler',
    ]);
  });

  it('no integer kind-like property is left without its reference list (known exceptions named)', () => {
    // suivi_rpps.status: the spec gives its default (1) but not its values; competence_rpps.niveau is a number.
    const allowed = new Set(['suivi_rpps.status']);
    const raw = [...model.values()]
      .flatMap((r) =>
        r.fields
          .filter(
            (f) =>
              f.kind === 'integer' &&
              /^(type|statut|status|etat|raison)(_|$)|_(type|statut|status|etat|raison)$/.test(f.name),
          )
          .map((f) => `${r.name}.${f.name}`),
      )
      .filter((n) => !allowed.has(n));
    expect(raw).toEqual([]);
  });
});
