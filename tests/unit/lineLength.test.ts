// Every line of src/ is under 120 characters, comments, strings and generated types included; and the script
// that gets them there (scripts/wrap-long-lines.ts) changes layout only.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles, widthOf, WIDTH, wrapSource } from '../../scripts/wrap-long-lines.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const long = (text: string) => text.split('\n').filter((l) => widthOf(l) > WIDTH);
/** The value of the one expression `text` holds (a string built by concatenations). */
const valueOf = (text: string): unknown => new Function(`return (${text});`)();

describe('src/ lines', () => {
  it(`are at most ${WIDTH} characters long (npx tsx scripts/wrap-long-lines.ts fixes most)`, () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (widthOf(line) > WIDTH) found.push(`${relative(root, file)}:${i + 1} (${widthOf(line)})`);
        });
    }
    expect(found).toEqual([]);
  });
});

describe('wrap-long-lines', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

  it('splits a long string into a concatenation of the same value', () => {
    const value = `${words(40)} l’été \\n « fin »`;
    const src = `const x = f('${value}', 1);\n`;
    const { text, leftovers } = wrapSource(src);
    expect(leftovers).toEqual([]);
    expect(long(text)).toEqual([]);
    const call = text.slice(text.indexOf('f(') + 2, text.lastIndexOf(', 1)'));
    expect(valueOf(call)).toBe(valueOf(`'${value}'`));
  });

  it('splits a template outside its ${} and keeps its value', () => {
    const src = `const y = g(\`${words(12)} \${a.b(1, 2)} ${words(14)} \${c}\`);\n`;
    const { text } = wrapSource(src);
    expect(long(text)).toEqual([]);
    const expr = text.slice(text.indexOf('g(') + 2, text.lastIndexOf(');'));
    const run = (e: string) => new Function('a', 'c', `return (${e});`)({ b: (x: number, y: number) => x + y }, 'C');
    expect(run(expr)).toBe(run(`\`${words(12)} \${a.b(1, 2)} ${words(14)} \${c}\``));
    expect(text).toContain('${a.b(1, 2)}');
  });

  it('breaks SQL at spaces outside its quotes and comments', () => {
    const sql = `SELECT ${words(12)} FROM t WHERE a = 'un texte entre guillemets qui reste entier' AND ${words(8)} -- ${words(3)}`;
    const { text } = wrapSource(`db.query(\`${sql}\`);\n`);
    expect(text).toContain("'un texte entre guillemets qui reste entier'");
    expect(text.replace(/\s+/g, ' ')).toContain(sql.replace(/\s+/g, ' '));
    expect(text).toContain(`-- ${words(3)}`);
  });

  it('rewraps line comments and JSDoc, keeping every word in order', () => {
    const src = `// ${words(30)}\n// suite\n/** ${words(30)} */\nexport const z = 1; // ${words(25)}\n`;
    const { text, leftovers } = wrapSource(src);
    expect(leftovers).toEqual([]);
    const plain = (t: string) =>
      t
        .replace(/\/\/|\/\*\*|\*\/|\n \*|\s+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(plain(text)).toBe(
      plain(src.replace(`export const z = 1; // ${words(25)}`, `// ${words(25)}\nexport const z = 1;`)),
    );
    expect(text).toContain('export const z = 1;\n');
  });

  it('lists what it may not change: a type, a module name, a JSX attribute', () => {
    const src = [
      `type T = '${words(30)}';`,
      `import x from './${words(30).replace(/ /g, '-')}.ts';`,
      `const e = <A title="${words(30)}" />;`,
    ].join('\n');
    const { text, leftovers } = wrapSource(src, 'file.tsx');
    expect(text).toBe(src);
    expect(leftovers.map((l) => l.line)).toEqual([1, 2, 3]);
  });
});
