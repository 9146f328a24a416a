// Document types (spec 000 sections 3 and 9), trainer and company documents.
import { describe, expect, it } from 'vitest';
import { referenceLists as r } from '../../../src/shared/reference/index.ts';

describe('document types', () => {
  it('has about 110 types, the last id being 113', () => {
    expect(r.types_document.length).toBeGreaterThanOrEqual(105);
    expect(r.types_document.length).toBeLessThanOrEqual(113);
    expect(Math.max(...r.types_document.map((t) => t.id as number))).toBe(113);
  });

  it('gives every type an expires flag, a pedagogic flag and a unique tag', () => {
    for (const t of r.types_document) {
      expect(typeof t.expires).toBe('boolean');
      expect(typeof t.pedagogic).toBe('boolean');
      expect(t.tag).toMatch(/^[a-z0-9_]+$/);
    }
    const tags = r.types_document.map((t) => t.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('makes only the five named types expire', () => {
    expect(r.types_document.filter((t) => t.expires).map((t) => t.label).sort()).toEqual([
      'Attestation de validité France Travail', "Carte d'identité européenne", "Carte nationale d'identité",
      'Passeport', 'Titre de séjour',
    ]);
  });

  it('splits the types in two groups, administrative and pedagogic', () => {
    const admin = r.types_document_administratif;
    const peda = r.types_document_pedagogique;
    expect(admin.length + peda.length).toBe(r.types_document.length);
    expect(admin.every((t) => !t.pedagogic) && peda.every((t) => t.pedagogic)).toBe(true);
    expect(admin.length).toBeGreaterThan(30);
    expect(peda.length).toBeGreaterThan(30);
    expect(peda.some((t) => t.expires)).toBe(false);
  });
});

describe('trainer and company documents', () => {
  it('has 8 trainer documents; only the professional card and social-security attestation expire', () => {
    expect(r.documents_formateur).toHaveLength(8);
    expect(r.documents_formateur.filter((d) => d.expires).map((d) => d.label)).toEqual([
      'Carte professionnelle', 'Attestation de sécurité sociale',
    ]);
    const casier = r.documents_formateur.find((d) => /casier judiciaire/i.test(d.label))!;
    expect(casier.age_max_jours).toBeLessThanOrEqual(31);
  });

  it('has 9 company documents with training-organisation-only and expiry flags', () => {
    expect(r.documents_entreprise).toHaveLength(9);
    for (const d of r.documents_entreprise) {
      expect(typeof d.organisme_formation_only).toBe('boolean');
      expect(typeof d.expires).toBe('boolean');
    }
    expect(r.documents_entreprise.some((d) => d.organisme_formation_only)).toBe(true);
  });
});
