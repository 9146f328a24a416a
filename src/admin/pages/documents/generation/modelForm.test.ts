// The model form shows the variables a model may use: the help line of its file (resources/modeles.json) names
// every variable of the catalogue (src/shared/documents/variables.ts), and no other.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, VARIABLES } from '../../../../shared/documents/variables.ts';

const file = JSON.parse(readFileSync(new URL('../../../../../resources/modeles.json', import.meta.url), 'utf8')) as {
  fields: { file: { helperText: string } };
};

describe('the model form', () => {
  it('lists every variable of the catalogue under the file input, in the catalogue order', () => {
    expect(placeholdersOf(file.fields.file.helperText)).toEqual(VARIABLES.map((v) => v.key));
  });
});
