// The label of a list's search box (x-search, `q`): « Rechercher par nom, prénom, nom d'usage ou courriel ».
import { fill } from '../../i18n/fill.ts';
import { fr } from '../../i18n/fr.ts';

export function searchLabel(labels: readonly string[]): string {
  const words = labels.map((l) => l.toLocaleLowerCase('fr-FR'));
  const fields =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} ${fr.app.basics.or} ${words.at(-1)}` : (words[0] ?? '');
  return fill(fr.app.basics.searchBy, { fields });
}
