// The client's word for a branch (denominations.antenneOrDispositif): resource files and schemas write
// « antenne »; a client whose branches are « dispositifs » reads « dispositif » in every label, title and help
// text of the generic screens. The replacements, articles and agreement included, are in i18n/settings.ts.
import { settingsFr } from '../../i18n/settings.ts';

export type BranchWord = 'antenne' | 'dispositif';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One pass, longest phrases first (the catalogue's order): « de l'antenne » never becomes « de le dispositif ».
const replacement = new Map(Object.entries(settingsFr.dispositif));
const pattern = new RegExp(`(?<![\\p{L}])(?:${[...replacement.keys()].map(escape).join('|')})(?![\\p{L}])`, 'gu');

/** `text` in the client's wording (unchanged for « antenne » clients). */
export function branchWording(text: string, word: BranchWord): string;
export function branchWording(text: string | undefined, word: BranchWord): string | undefined;
export function branchWording(text: string | undefined, word: BranchWord): string | undefined {
  if (word === 'antenne' || text === undefined) return text;
  return text.replace(pattern, (found) => replacement.get(found) ?? found);
}
