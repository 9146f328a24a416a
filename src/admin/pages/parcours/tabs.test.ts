import { describe, expect, it } from 'vitest';
import { planTabs, sectionTab } from './tabs.ts';

describe('trainee page tabs', () => {
  it('places each child list in its tab and keeps the others as tabs of their own', () => {
    const plan = planTabs([
      { viewKey: 'etudiant_documents' },
      { viewKey: 'stagiaire/entretiens' },
      { viewKey: 'etudiant_absences' },
      { viewKey: 'bilan_parcours' },
    ]);
    expect(plan.own.get('documents')).toEqual([{ viewKey: 'etudiant_documents' }]);
    expect(plan.own.get('absences')).toEqual([{ viewKey: 'etudiant_absences' }]);
    expect(plan.own.get('bilans')).toEqual([{ viewKey: 'bilan_parcours' }]);
    expect(plan.own.get('invoices')).toEqual([]);
    expect(plan.extra).toEqual([{ viewKey: 'stagiaire/entretiens' }]);
  });
  it('puts identity and contact sections in the identity tab, the rest in formation', () => {
    expect(sectionTab('Identité')).toBe('identity');
    expect(sectionTab('Coordonnées')).toBe('identity');
    expect(sectionTab('Formation')).toBe('formation');
    expect(sectionTab(undefined)).toBe('formation');
  });
});
