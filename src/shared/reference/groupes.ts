// Group colours and the deterministic palette (spec 000 section 3).
import type { RefList } from './types.ts';

/**
 * The 19 group colours: ids are the earlier product's names (Quasar shade 3), `couleur` the matching
 * Material Design 200 shade so any front end can paint them.
 */
export const couleurs_groupe = [
  { id: 'red-3', label: 'Rouge', couleur: '#ef9a9a' },
  { id: 'pink-3', label: 'Rose', couleur: '#f48fb1' },
  { id: 'purple-3', label: 'Violet', couleur: '#ce93d8' },
  { id: 'deep-purple-3', label: 'Violet foncé', couleur: '#b39ddb' },
  { id: 'indigo-3', label: 'Indigo', couleur: '#9fa8da' },
  { id: 'blue-3', label: 'Bleu', couleur: '#90caf9' },
  { id: 'light-blue-3', label: 'Bleu clair', couleur: '#81d4fa' },
  { id: 'cyan-3', label: 'Cyan', couleur: '#80deea' },
  { id: 'teal-3', label: 'Bleu canard', couleur: '#80cbc4' },
  { id: 'green-3', label: 'Vert', couleur: '#a5d6a7' },
  { id: 'light-green-3', label: 'Vert clair', couleur: '#c5e1a5' },
  { id: 'lime-3', label: 'Citron vert', couleur: '#e6ee9c' },
  { id: 'yellow-3', label: 'Jaune', couleur: '#fff59d' },
  { id: 'amber-3', label: 'Ambre', couleur: '#ffe082' },
  { id: 'orange-3', label: 'Orange', couleur: '#ffcc80' },
  { id: 'deep-orange-3', label: 'Orange foncé', couleur: '#ffab91' },
  { id: 'brown-3', label: 'Marron', couleur: '#bcaaa4' },
  { id: 'grey-3', label: 'Gris', couleur: '#eeeeee' },
  { id: 'blue-grey-3', label: 'Gris bleu', couleur: '#b0bec5' },
] as const satisfies RefList;

/** The 15-name palette from which a key (a name, an id) always gets the same colour. */
export const palette_couleurs = [
  'red',
  'pink',
  'purple',
  'deep-purple',
  'indigo',
  'blue',
  'light-blue',
  'cyan',
  'teal',
  'green',
  'light-green',
  'lime',
  'amber',
  'orange',
  'deep-orange',
].map((name) => {
  const shade = couleurs_groupe.find((c) => c.id === `${name}-3`)!;
  return { id: name, label: shade.label, couleur: shade.couleur };
}) satisfies RefList;
