import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { emptyCerfa } from '../../../../shared/alternance/cerfa.ts';
import { buildCerfaPdf, cerfaBoxes } from './cerfaPdf.ts';

const font = (name: string) => readFileSync(new URL(`../../../../shared/pdf/fonts/${name}`, import.meta.url));
const fonts = async () => ({ regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') });

describe('cerfa 10103 PDF', () => {
  const d = emptyCerfa();
  d.employeur = { ...d.employeur, denomination: 'Club Nautique Azur', siret: '73282932000074', type_employeur: 15 };
  d.apprenti = { ...d.apprenti, nom: 'Martin', prenom: 'Léa', date_naissance: '2007-03-14' };
  d.maitres = [{ nom: 'Durand', prenom: 'Paul', date_naissance: '1980-05-02', emploi: 'Entraîneur', diplome: 41, annees_experience: '5' }];
  d.contrat = { ...d.contrat, date_debut_execution: '2026-09-01', date_fin: '2028-08-31', remunerations: ['43', '51'] };

  it('orders the boxes as the official form: employer, apprentice, master, contract, training', () => {
    expect(cerfaBoxes(d).map(([title]) => title)).toEqual(["L'EMPLOYEUR", "L'APPRENTI(E)", "LE MAÎTRE D'APPRENTISSAGE", 'LE CONTRAT', 'LA FORMATION']);
  });

  // Subsetting the embedded font takes seconds on a loaded machine.
  it('holds the entered values, readable back from its fields', { timeout: 30_000 }, async () => {
    const pdf = await PDFDocument.load(await buildCerfaPdf(d, fonts));
    const form = pdf.getForm();
    expect(form.getTextField('employeur.denomination').getText()).toBe('Club Nautique Azur');
    expect(form.getTextField('employeur.siret').getText()).toBe('732 829 320 00074');
    expect(form.getTextField('employeur.type_employeur').getText()).toBe('15 - Association');
    expect(form.getTextField('apprenti.prenom').getText()).toBe('Léa');
    expect(form.getTextField('apprenti.date_naissance').getText()).toBe('14/03/2007');
    expect(form.getTextField('maitres.0.nom').getText()).toBe('Durand');
    expect(form.getTextField('contrat.remunerations.1').getText()).toBe('51');
    expect(pdf.getTitle()).toBe("Contrat d'apprentissage - cerfa n° 10103");
  });
});
