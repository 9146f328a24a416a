// The red notice of a refused save: the violations' French messages as they are (labelled, or whole sentences),
// never a column name.
import { describe, expect, it } from 'vitest';
import { errorText, toHttpError } from './errors.ts';

describe('toHttpError', () => {
  it('shows labelled messages as they are, and puts them under their inputs', () => {
    const e = toHttpError(422, {
      violations: [
        {
          propertyPath: 'postal_code',
          message:
            "Code postal : Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001).",
        },
        { propertyPath: 'effectif', message: 'Effectif salarié : Cette valeur ne peut pas être négative.' },
      ],
    });
    expect(e.message).toBe(
      "Code postal : Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001). ; " +
        'Effectif salarié : Cette valeur ne peut pas être négative.',
    );
    expect((e.body as { errors: Record<string, unknown> }).errors.effectif).toBe(
      'Effectif salarié : Cette valeur ne peut pas être négative.',
    );
  });

  it('shows a sentence that names no field as it is, never with a column name in front', () => {
    const e = toHttpError(422, {
      violations: [{ propertyPath: 'date_rupture', message: 'La date de rupture est obligatoire.' }],
    });
    expect(e.message).toBe('La date de rupture est obligatoire.');
    expect((e.body as { errors: Record<string, unknown> }).errors.date_rupture).toBe(
      'La date de rupture est obligatoire.',
    );
  });

  it(
    'says « La requête a échoué. » (spec 001 §8) for an unexpected status that gives no reason, never an English ' +
      'text',
    () => {
      expect(toHttpError(502, '<html><body>Bad Gateway</body></html>').message).toBe('La requête a échoué.');
      expect(toHttpError(404, undefined).message).toBe('La requête a échoué.');
      expect(toHttpError(400, { violations: [{ propertyPath: 'x' }] }).message).toBe('La requête a échoué.');
      expect(toHttpError(404, { 'hydra:description': "Cet élément n'existe pas." }).message).toBe(
        "Cet élément n'existe pas.",
      );
    },
  );
});

describe('errorText', () => {
  it("gives the error's French message, else the fallback, else what was thrown", () => {
    expect(errorText(toHttpError(400, { 'hydra:description': 'Date invalide.' }), 'Échec.')).toBe('Date invalide.');
    expect(errorText(new Error(''), 'Échec.')).toBe('Échec.');
    expect(errorText('hors ligne', 'Échec.')).toBe('Échec.');
    expect(errorText('hors ligne')).toBe('hors ligne');
  });
});
