import { describe, expect, it } from 'vitest';
import { emptyForm, formProblems, fromRegistry, toBody } from './companyForm.ts';

describe('company creation form', () => {
  const answer = {
    name: 'LA POSTE',
    enseigne: 'BUREAU DE POSTE',
    siret: '35600000012345',
    code_naf: '53.10Z',
    address: '1 PL GENERAL DE GAULLE',
    postal_code: '13001',
    city: 'MARSEILLE',
    departement: '13',
    secteur_activite: 53,
    forme_juridique: 55,
    statut: 6,
    taille: 4,
    address_complement: null,
    ferme: false,
    existing: null,
    siren: '356000000',
  };

  it('pours the registry answer into the form, keeping the antenne and the flag', () => {
    const form = fromRegistry(
      { ...emptyForm('/api/antennes/2'), is_comptable: true, siret: '356 000 000 12345' },
      answer,
    );
    expect(form.siret).toBe('35600000012345');
    expect(form.text).toMatchObject({ name: 'LA POSTE', city: 'MARSEILLE', address_complement: '' });
    expect(form.carried).toEqual({
      departement: '13',
      secteur_activite: 53,
      forme_juridique: 55,
      statut: 6,
      taille: 4,
    });
    expect(form.antenne).toBe('/api/antennes/2');
    expect(form.is_comptable).toBe(true);
  });

  it('posts the filled fields only, the SIRET without spaces, and no unknown registry field', () => {
    const body = toBody(fromRegistry(emptyForm('/api/antennes/2'), answer));
    expect(body).toEqual({
      antenne: '/api/antennes/2',
      is_comptable: false,
      siret: '35600000012345',
      name: 'LA POSTE',
      enseigne: 'BUREAU DE POSTE',
      code_naf: '53.10Z',
      address: '1 PL GENERAL DE GAULLE',
      postal_code: '13001',
      city: 'MARSEILLE',
      departement: '13',
      secteur_activite: 53,
      forme_juridique: 55,
      statut: 6,
      taille: 4,
    });
    expect(toBody({ ...emptyForm('/api/antennes/2'), siret: '732829320' })).not.toHaveProperty('siret');
  });

  it('refuses in French a wrong check digit, a missing name or antenne', () => {
    const problems = formProblems({ ...emptyForm(), siret: '732 829 320 00075' });
    expect(problems.siret).toMatch(/chiffre de contrôle/);
    expect(problems.name).toBe('La raison sociale est obligatoire.');
    expect(problems.antenne).toBe("L'antenne est obligatoire.");
    const ok = fromRegistry(emptyForm('/api/antennes/2'), { ...answer, siret: '35600000000048' });
    expect(formProblems(ok)).toEqual({});
  });
});
