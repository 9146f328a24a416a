// The red notice of a refused save: our server's violations already name their field by its French label and
// are shown as they are; another Hydra API's (property path only) get the path in front.
import { describe, expect, it } from 'vitest';
import { toHttpError } from './errors.ts';

describe('toHttpError', () => {
  it('shows labelled messages as they are, and puts them under their inputs', () => {
    const e = toHttpError(422, { violations: [
      { propertyPath: 'postal_code', message: "Code postal : Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001)." },
      { propertyPath: 'effectif', message: 'Effectif salarié : Cette valeur ne peut pas être négative.' },
    ] });
    expect(e.message).toBe("Code postal : Cette valeur n'a pas le format attendu. Un code postal compte 5 chiffres (ex. 13001). ; Effectif salarié : Cette valeur ne peut pas être négative.");
    expect((e.body as { errors: Record<string, unknown> }).errors.effectif).toBe('Effectif salarié : Cette valeur ne peut pas être négative.');
  });

  it('puts the property path in front of a message that names no field', () => {
    expect(toHttpError(422, { violations: [{ propertyPath: 'email', message: 'This value is already used.' }] }).message)
      .toBe('email : This value is already used.');
  });
});
