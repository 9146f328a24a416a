import { describe, expect, it } from 'vitest';
import { frFR } from '@mui/material/locale';
import { theme } from './theme.ts';

type Components = Record<string, { defaultProps?: Record<string, unknown> } | undefined>;
/** French texts the theme replaces on purpose with its own French (the pages' navigation's name). */
const OURS = new Set(['MuiPagination.aria-label']);

describe('theme', () => {
  it('keeps every French text MUI gives its components, react-admin setting some of the same components', () => {
    const french = frFR.components as Components;
    const ours = theme.components as Components;
    for (const [name, entry] of Object.entries(french)) {
      for (const [prop, value] of Object.entries(entry?.defaultProps ?? {})) {
        if (typeof value === 'string' && !OURS.has(`${name}.${prop}`))
          expect(ours[name]?.defaultProps?.[prop], `${name}.${prop}`).toBe(value);
      }
    }
    // The autocomplete says « Pas de résultats », « Ouvrir », « Fermer » and keeps react-admin's full width.
    expect(ours.MuiAutocomplete?.defaultProps).toMatchObject({
      noOptionsText: 'Pas de résultats',
      openText: 'Ouvrir',
      closeText: 'Fermer',
      fullWidth: true,
    });
  });
});
