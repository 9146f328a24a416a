// The checks of the configuration API (src/server/domain/configuration/check.ts): every shipped file passes; a
// mistake is a French violation naming its JSON path; invalid JSON names its line and column; files that name
// each other (join lists, a centre's profile) are checked against the other files.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../src/server/schema/model.ts';
import { checkContent, schemaNames, type Kind } from '../../../src/server/domain/configuration/check.ts';
import { renameEntries } from '../../../src/server/domain/configuration/newClient.ts';

const names = schemaNames(createRegistry());
const shipped = (kind: Kind) => new Map(readdirSync(kind).filter((f) => f.endsWith('.json')).map((f) => [f, readFileSync(`${kind}/${f}`, 'utf8')]));
const parsedOf = (files: Map<string, string>) => new Map([...files].map(([n, text]) => [n, JSON.parse(text) as unknown]));
const edit = (text: string, change: (d: any) => void) => {
  const d = JSON.parse(text);
  change(d);
  return JSON.stringify(d, null, 2);
};

describe('configuration checks', () => {
  it('pass every shipped resource file and client profile', () => {
    for (const kind of ['resources', 'clients'] as const) {
      const files = shipped(kind);
      const others = parsedOf(files);
      for (const [name, text] of files) expect(checkContent(kind, name, text, names, others), `${kind}/${name}`).toEqual([]);
    }
  });

  it('name the JSON path of a field the resource does not have, and the line and column of invalid JSON', () => {
    const files = shipped('resources');
    const text = edit(files.get('stagiaires.json')!, (d) => { d.list.columns = ['lastname', 'inconnu']; d.list.filters = [{ field: 'absent' }]; });
    expect(checkContent('resources', 'stagiaires.json', text, names, parsedOf(files))).toEqual([
      { propertyPath: '/list/columns/1', message: 'Champ inconnu « inconnu » dans etudiants' },
      { propertyPath: '/list/filters/0/field', message: 'Champ inconnu « absent » dans etudiants' },
    ]);
    expect(checkContent('resources', 'x.json', '{\n  "resource": "etudiants"\n  "route": "x"\n}', names, new Map())).toEqual([
      { propertyPath: '', message: "Le contenu n'est pas un JSON valide : erreur ligne 3, colonne 3." },
    ]);
    expect(checkContent('resources', 'x.json', '  ', names, new Map())[0]!.message).toBe("Le contenu n'est pas un JSON valide : il est vide.");
  });

  it('check a join list against the views of the other files', () => {
    const files = shipped('resources');
    const [name, text] = [...files].find(([, t]) => (JSON.parse(t) as any).show?.joinLists?.[0]?.pick?.view === 'stagiaires')!;
    const others = parsedOf(files);
    expect(checkContent('resources', name, text, names, others)).toEqual([]);
    others.set('stagiaires.json', { ...(others.get('stagiaires.json') as object), route: 'eleves' });
    expect(checkContent('resources', name, text, names, others).map((v) => v.propertyPath)).toContain('/show/joinLists/0/pick/view');
  });

  it('refuse a client profile whose key is not its file name, or whose centre another profile claims', () => {
    const files = shipped('clients');
    const others = parsedOf(files);
    const demo = files.get('demo.json')!;
    expect(checkContent('clients', 'autre.json', demo, names, others).map((v) => v.propertyPath)).toEqual(['/key']);
    expect(checkContent('clients', 'demo.json', edit(demo, (d) => { d.cfa.id = 2; }), names, others)).toEqual([
      { propertyPath: '/cfa/id', message: 'Le centre n° 2 est déjà celui de clients/sport.json' },
    ]);
  });

  it('derive the entry ids of a copied profile from its new key', () => {
    expect(renameEntries([{ id: 'sport-centre' }, { id: 'sport-antenne' }], 'sport', 'vague')).toEqual([{ id: 'vague-centre' }, { id: 'vague-antenne' }]);
    expect(renameEntries([{ id: 'demo' }], 'demo', 'vague')).toEqual([{ id: 'vague' }]);
    expect(renameEntries([{ id: 'siege' }, { id: 'ufa' }], 'reseau', 'vague')).toEqual([{ id: 'vague-1' }, { id: 'vague-2' }]);
  });
});
