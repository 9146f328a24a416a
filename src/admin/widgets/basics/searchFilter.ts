// The label of a list's search box (x-search, `q`): « Rechercher par nom, prénom, nom d'usage ou courriel ».
import { fr } from '../../i18n/fr.ts';

export function searchLabel(labels: readonly string[]): string {
  const words = labels.map((l) => l.toLocaleLowerCase('fr-FR'));
  const fields = words.length > 1 ? `${words.slice(0, -1).join(', ')} ${fr.app.basics.or} ${words.at(-1)}` : (words[0] ?? '');
  return fr.app.basics.searchBy.replace('%{fields}', fields);
}
