// The README's table of the main screens (every resource file with a menu entry): the admin path, the API
// resource behind it (with the filter the screen always applies) and what the menu calls it. tests/unit/readme.test.ts
// checks that the README holds exactly this table; after changing a resource file's route, paths, menu or fixed
// filter, run `node --import tsx scripts/readme-screens.ts` and paste its output into the README.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceFile } from '../src/shared/configuration/types.ts';

const SECTION: Record<string, string> = {
  candidature: 'Candidatures', stagiaire: 'Stagiaires', pedagogie: 'Pédagogie', entreprise: 'Entreprises',
  taxes: "Taxe d'apprentissage", facturation: 'Facturation', antenne: 'Antenne',
};

export function screensTable(dir = 'resources'): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as ResourceFile);
  const rows = files.filter((f) => f.menu).map((f) => {
    const path = `/${f.paths?.list ?? f.route}`;
    const query = new URLSearchParams(Object.entries(f.fixedFilter ?? {}).map(([k, v]) => [k, String(v)])).toString();
    const api = `/api/${f.resource}${query ? `?${query}` : ''}`;
    const section = SECTION[f.menu!.section] ?? f.menu!.section;
    const rank = Object.keys(SECTION).indexOf(f.menu!.section);
    return { key: `${rank < 0 ? 9 : rank} ${String(f.menu!.order ?? 0).padStart(3, '0')} ${path}`, line: `| \`${path}\` | \`${api}\` | ${section} › ${f.menu!.label ?? f.label?.many ?? f.resource} |` };
  });
  rows.sort((a, b) => a.key.localeCompare(b.key));
  return ['| screen | API resource | menu entry (what it lists, shows, creates and edits) |', '|---|---|---|', ...rows.map((r) => r.line)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(screensTable());
