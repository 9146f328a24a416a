// Every journey is checked for accessibility: its `test` must be the one of support.ts, whose
// automatic fixture runs axe on each page it visits (a11y.ts). A journey importing Playwright's own `test` would
// silently escape the check: this lists them.
import { readdirSync, readFileSync } from 'node:fs';
import { describeViolations, routePattern } from './a11y.ts';
import { expect, test } from './support.ts';

test('chaque parcours prend le `test` de support.ts, qui contrôle l’accessibilité de ses pages', () => {
  const dir = new URL('.', import.meta.url);
  // The journeys sit in one folder per domain (tests/e2e/<domain>/) or at the top for the shell's own.
  const escaping = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => {
      const source = readFileSync(new URL(name, dir), 'utf8');
      const fromPlaywright = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g)].flatMap((m) => m[1]!.split(','));
      const ownTest = fromPlaywright.some((n) => /^\s*(test|test as \w+)\s*$/.test(n));
      return ownTest || !/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'(?:\.\/|(?:\.\.\/)+)support\.ts'/.test(source);
    });
  expect(escaping, 'import { test } from "./support.ts" dans ces parcours').toEqual([]);
});

test('une page est contrôlée une fois par forme d’adresse, et un échec nomme la règle, l’élément et la page', () => {
  expect(routePattern('http://h/stagiaires/12/modifier?x=1')).toBe('/stagiaires/:id/modifier');
  expect(routePattern('http://h/stagiaires')).toBe('/stagiaires');
  expect(routePattern('http://h/reinitialiser?token=abc')).toBe('/reinitialiser');
  expect(
    describeViolations([{ url: 'http://h/stagiaires', rule: 'label', impact: 'critical', help: 'Form elements must have labels', targets: ['#nom'] }]),
  ).toBe('- [critical] label: Form elements must have labels\n    page: http://h/stagiaires\n    elements: #nom');
});
