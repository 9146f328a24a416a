import { execFileSync } from 'node:child_process';
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
  d.apprenti = { ...d.apprenti, nom: 'Martin', prenom: 'Léa', date_naissance: '2007-03-14', sexe: 'F' };
  d.maitres = [
    {
      nom: 'Durand',
      prenom: 'Paul',
      date_naissance: '1980-05-02',
      emploi: 'Entraîneur',
      diplome: 41,
      annees_experience: '5',
    },
  ];
  d.contrat = { ...d.contrat, date_debut_execution: '2026-09-01', date_fin: '2028-08-31', remunerations: ['43', '51'] };

  it('orders the boxes as the official form: employer, apprentice, master, contract, training', () => {
    expect(cerfaBoxes(d).map((s) => s.title)).toEqual([
      "L'EMPLOYEUR",
      "L'APPRENTI(E)",
      "LE MAÎTRE D'APPRENTISSAGE",
      'LE CONTRAT',
      'LA FORMATION',
    ]);
  });

  // Read back with poppler's pdftotext (-layout keeps the form's columns on a line).
  it(
    'is laid out as the form FA 13: header, framed sections in order, two masters side by side, signatures, reserved ' +
      'frame',
    { timeout: 30_000 },
    async () => {
      const bytes = await buildCerfaPdf(d, fonts);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], {
        input: Buffer.from(bytes),
        encoding: 'utf8',
      });
      expect(text).toContain("CONTRAT D'APPRENTISSAGE");
      expect(text).toMatch(/cerfa\s+N° 10103/);
      expect(text).toContain('FA 13');
      const order = [
        "L'EMPLOYEUR",
        "L'APPRENTI(E)",
        "LE MAÎTRE D'APPRENTISSAGE",
        'LE CONTRAT',
        'LA FORMATION',
        'SIGNATURES',
        "CADRE RÉSERVÉ À L'ORGANISME EN CHARGE DU DÉPÔT DU CONTRAT",
      ].map((s) => text.indexOf(s));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // Boxes in two columns, as on the form: the employer's name beside its SIRET, master n° 1 beside n° 2.
      expect(text).toMatch(/Nom et prénom ou dénomination\s+N° SIRET/);
      expect(text).toMatch(/Maître d'apprentissage n° 1\s+Maître d'apprentissage n° 2/);
      expect(text).toMatch(/1re année – % du SMIC[\s\S]*2e année – % du SMIC/);
      expect(text).toContain("Signature de l'employeur");
      expect(text).toContain('Date de réception du dossier complet');
      // Choices as ticked boxes: a private employer (type 15, association), a female apprentice, no RQTH.
      const form = (await PDFDocument.load(bytes)).getForm();
      expect(form.getCheckBox('employeur.prive').isChecked()).toBe(true);
      expect(form.getCheckBox('employeur.public').isChecked()).toBe(false);
      expect(form.getCheckBox('apprenti.sexe.F').isChecked()).toBe(true);
      expect(form.getCheckBox('apprenti.sexe.M').isChecked()).toBe(false);
      expect(form.getCheckBox('apprenti.rqth.non').isChecked()).toBe(true);
    },
  );

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
