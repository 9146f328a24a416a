// The problems of a draft with their JSON path and their place in the text: the admin's own checks (a
// column naming a field that does not exist, a profile flag of the wrong type), a syntax error, the server's.
import { describe, expect, it } from 'vitest';
import { modelFromSchemas } from '../../model/fromSchemas.ts';
import { nodeAt, parseRanges } from './jsonRanges.ts';
import { localProblems, problemText, serverProblems, splitMessage } from './problems.ts';

const model = modelFromSchemas();
const file = (columns: string[]) =>
  JSON.stringify({ resource: 'etudiant_absences', route: 'etudiant_absences', list: { columns } }, null, 2);

describe('draft problems', () => {
  it('finds the range of a JSON pointer, or of the deepest node on its way', () => {
    const text = '{ "list": { "columns": ["a", "b"] } }';
    const root = parseRanges(text);
    const node = nodeAt(root, '/list/columns/1');
    expect(text.slice(node.start, node.end)).toBe('"b"');
    expect(text.slice(nodeAt(root, '/list/missing').start, nodeAt(root, '/list/missing').end)).toBe(
      '{ "columns": ["a", "b"] }',
    );
    expect(() => parseRanges('{ "a": 1,, }')).toThrow(SyntaxError);
  });

  it('names a column that is no field of the resource by its JSON path, on its value', () => {
    const text = file(['etudiant', 'inconnu']);
    const [problem, ...rest] = localProblems('resources', 'etudiant_absences.json', text, model);
    expect(rest).toEqual([]);
    expect(problem.path).toBe('/list/columns/1');
    expect(problemText(problem)).toBe('/list/columns/1 : champ inconnu « inconnu » dans etudiant_absences');
    expect(text.slice(problem.from, problem.to)).toBe('"inconnu"');
    expect(localProblems('resources', 'etudiant_absences.json', file(['etudiant', 'comment']), model)).toEqual([]);
  });

  it('checks a client profile against its schema in French', () => {
    const text = JSON.stringify({
      key: 'demo',
      label: 'Démo',
      cfa: { id: 1 },
      common: { accessRight: { hasGroups: 'oui' } },
      entries: [{ id: 'demo', userLogged: ['cfa'] }],
    });
    const problems = localProblems('clients', 'demo.json', text, model);
    expect(problems.map(problemText)).toEqual(['/common/accessRight/hasGroups : doit être un booléen']);
  });

  it('says a syntax error in French, at its position', () => {
    const [problem] = localProblems('resources', 'x.json', '{ "resource": }', model);
    expect(problem.message).toBe('JSON invalide : vérifiez les virgules, guillemets et accolades.');
    expect(problem.from).toBeGreaterThan(0);
  });

  it('places the server violations, whether their path is a pointer or a property path', () => {
    const text = file(['etudiant', 'inconnu']);
    const [a, b] = serverProblems(text, [
      { propertyPath: '/list/columns/1', message: 'champ inconnu' },
      { propertyPath: 'list.columns[0]', message: 'autre' },
    ]);
    expect(text.slice(a.from, a.to)).toBe('"inconnu"');
    expect(b.path).toBe('/list/columns/0');
    expect(splitMessage('clients/x.json : / est invalide')).toEqual({ path: '/', message: 'est invalide' });
  });
});
