// Brings the lines of src/**/*.ts(x) under the width (120 characters) without changing what the code does, where
// Prettier leaves them long: comments are rewrapped (`//` runs and `/* */`/JSDoc lines, broken at spaces),
// '…'/"…" strings become '…' + '…' concatenations, SQL templates are broken at spaces outside SQL quotes and
// comments (whitespace means nothing to SQL), other untagged templates become `…` + `…` concatenations (never
// inside `${}`). What it cannot fix safely (a word or a URL longer than the width, a string in a type position or
// under `as const`, a JSX attribute, a tagged template, code) is listed, with its file and line.
//
//   npx tsx scripts/wrap-long-lines.ts [files…]   rewrites the files (default: every src/**/*.ts(x)), lists the rest
//   npx tsx scripts/wrap-long-lines.ts --check     rewrites nothing, lists the long lines, exits 1 if any
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const WIDTH = 120;

/** A line's width in characters (code points: an accented letter or an emoji counts one). */
export const widthOf = (line: string): number => [...line].length;

export interface Leftover {
  line: number;
  text: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const indentOf = (line: string): string => /^\s*/.exec(line)![0];

/** The offsets where each line starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The index (in UTF-16 units of `s`) of the character at code-point column `col`. */
function unitIndex(s: string, col: number): number {
  let i = 0;
  for (let c = 0; c < col && i < s.length; c++) i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return i;
}

// ---------------------------------------------------------------------------------------------------------------
// Comments.

/** Every comment of the file (position, end, kind), JSX text and template contents excluded. */
function commentRanges(sf: ts.SourceFile): ts.CommentRange[] {
  const seen = new Map<number, ts.CommentRange>();
  const jsxText: [number, number][] = [];
  const text = sf.text;
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, r);
  };
  // Every node and token (punctuation included: a comment may sit before a `|` of a union type).
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return [...seen.values()]
    .filter((r) => !jsxText.some(([from, to]) => r.pos >= from && r.pos < to))
    .sort((a, b) => a.pos - b.pos);
}

/** Splits `words` into lines of at most `room` characters each (a longer word stays whole on its line). */
function fill(words: string[], firstRoom: number, room: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    const limit = out.length === 0 ? firstRoom : room;
    if (cur === '') cur = w;
    else if (widthOf(cur) + 1 + widthOf(w) <= limit) cur += ` ${w}`;
    else {
      out.push(cur);
      cur = w;
    }
  }
  if (cur !== '') out.push(cur);
  return out;
}

/** A comment line that opens its own paragraph item (a list entry, a heading, an example), not a continuation. */
const startsItem = (text: string): boolean => /^(-|\*|\d+[.)]|@|#|```|\||>)/.test(text) || text === '';

/** Rewraps the long lines of `//` comments that stand on their own lines: the overflow moves to the start of the
 * next comment line of the same run (unless that line starts an item), or to a new line. A trailing `//` comment
 * on a long code line moves above the code. */
function wrapLineComments(text: string, sf: ts.SourceFile): string {
  const lines = text.split('\n');
  const starts = lineStarts(text);
  const own = new Map<number, number>(); // line → column of its `//` (comments alone on their line)
  const trailing = new Map<number, number>();
  for (const c of commentRanges(sf)) {
    if (c.kind !== ts.SyntaxKind.SingleLineCommentTrivia) continue;
    const line = lineOf(starts, c.pos);
    const col = c.pos - starts[line]!;
    if (lines[line]!.slice(0, col).trim() === '') own.set(line, col);
    else trailing.set(line, col);
  }
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const tcol = trailing.get(i);
    if (tcol !== undefined && widthOf(line) > WIDTH && !/^\/\/\s*(@ts-|eslint|prettier)/.test(line.slice(tcol))) {
      // A trailing comment on a long code line goes above it, same indentation.
      const code = line.slice(0, tcol).trimEnd();
      const comment = line.slice(tcol);
      out.push(...wrapOneLineComment(indentOf(line), comment));
      line = code;
    }
    const col = own.get(i);
    if (
      col === undefined ||
      widthOf(line) <= WIDTH ||
      /^\/\/\/|^\/\/\s*(@ts-|eslint|prettier|#)/.test(line.slice(col))
    ) {
      out.push(line);
      continue;
    }
    const indent = line.slice(0, col);
    const raw = line.slice(col + 2);
    const lead = /^ */.exec(raw)![0] || ' ';
    const words = raw.trim().split(/ +/);
    const next = lines[i + 1];
    const nraw = next !== undefined && own.get(i + 1) === col ? next.slice(col + 2) : undefined;
    const nlead = nraw === undefined ? '' : /^ */.exec(nraw)![0];
    // A hanging continuation (more indented than this line) keeps its indentation.
    const contLead = nraw !== undefined && nraw.trim() !== '' && nlead.length >= lead.length ? nlead : lead;
    const firstRoom = WIDTH - widthOf(indent) - 2 - lead.length;
    const room = WIDTH - widthOf(indent) - 2 - contLead.length;
    const pieces = fill(words, firstRoom, room);
    if (pieces.length < 2) {
      // Long only by its runs of spaces (aligned columns): single spaces.
      out.push(`${indent}//${lead}${pieces[0]}`);
      continue;
    }
    out.push(`${indent}//${lead}${pieces[0]}`);
    const rest = pieces.slice(1).join(' ');
    if (nraw !== undefined && nraw.trim() !== '' && nlead === contLead && !startsItem(nraw.trim())) {
      // Joined with the next line of the paragraph, which is then wrapped in its turn.
      lines[i + 1] = `${indent}//${contLead}${rest} ${nraw.trim()}`;
    } else {
      for (const p of fill(rest.split(' '), room, room)) out.push(`${indent}//${contLead}${p}`);
    }
  }
  return out.join('\n');
}

function wrapOneLineComment(indent: string, comment: string): string[] {
  const body = comment.slice(2).replace(/^ /, '');
  const room = WIDTH - widthOf(indent) - 3;
  return fill(body.split(/ +/).filter(Boolean), room, room).map((p) => `${indent}// ${p}`);
}

/** Rewraps the long lines of block comments: a line is broken at its last space that fits; the overflow goes to a
 * new line with the comment's continuation prefix (` * ` for JSDoc style), or joins the next line of the same
 * paragraph. A long one-line block comment becomes a two-line one. */
function wrapBlockComments(text: string, sf: ts.SourceFile): string {
  const edits: Edit[] = [];
  const starts = lineStarts(text);
  for (const c of commentRanges(sf)) {
    if (c.kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const first = lineOf(starts, c.pos);
    const last = lineOf(starts, c.end);
    const lineEnd = (l: number) => (l + 1 < starts.length ? starts[l + 1]! - 1 : text.length);
    let long = false;
    for (let l = first; l <= last; l++) if (widthOf(text.slice(starts[l], lineEnd(l))) > WIDTH) long = true;
    if (!long) continue;
    // The comment's own text, from the start of its first line (its indentation) to its end.
    const head = text.slice(starts[first], c.pos);
    if (head.trim() !== '' && first === last && widthOf(head) > WIDTH - 20) continue; // after long code: leave it
    const lines = text.slice(starts[first], c.end).split('\n');
    const baseIndent = widthOf(head.trim() === '' ? head : indentOf(head));
    const prefix = `${' '.repeat(baseIndent)} * `;
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (widthOf(line) <= WIDTH) {
        out.push(line);
        continue;
      }
      // The start of the line that stays (indentation, `/**` or ` * `), and the words that may move.
      const lead = i === 0 ? head + /^\/\*+ ?/.exec(line.slice(head.length))![0] : /^\s*\*? ?/.exec(line)![0];
      const rest = line.slice(lead.length);
      const closes = i === lines.length - 1 && rest.endsWith('*/');
      const words = (closes ? rest.slice(0, -2).trimEnd() : rest).split(/ +/).filter(Boolean);
      const contPrefix = /^\s*\* ?/.test(lead) && i > 0 ? lead.replace(/\* ?$/, '* ') : prefix;
      const room = WIDTH - widthOf(contPrefix);
      const pieces = fill(words, WIDTH - widthOf(lead), room);
      if (pieces.length < 2 && !(closes && widthOf(lead + (pieces[0] ?? '')) + 3 > WIDTH)) {
        out.push(line);
        continue;
      }
      out.push(`${lead}${pieces[0] ?? ''}`.trimEnd());
      const restText = pieces.slice(1).join(' ');
      const next = lines[i + 1];
      const nextM = next !== undefined ? /^(\s*\* ?)(.*)$/.exec(next) : null;
      const nextBody = nextM?.[2];
      if (
        !closes &&
        nextM &&
        nextBody !== undefined &&
        nextBody !== '/' &&
        !/^\s/.test(nextBody) &&
        !nextBody.startsWith('*/') &&
        !startsItem(nextBody) &&
        nextM[1] === contPrefix
      ) {
        lines[i + 1] = `${contPrefix}${restText} ${nextBody}`;
      } else {
        const tail = fill(restText.split(' ').filter(Boolean), room, room).map((p) => `${contPrefix}${p}`);
        if (closes) {
          const lastLine = tail.pop();
          if (lastLine !== undefined && widthOf(lastLine) + 3 <= WIDTH) tail.push(`${lastLine} */`);
          else {
            if (lastLine !== undefined) tail.push(lastLine);
            tail.push(`${' '.repeat(baseIndent)} */`);
          }
        }
        out.push(...tail);
      }
    }
    const replaced = out.join('\n');
    if (replaced !== text.slice(starts[first], c.end))
      edits.push({ start: starts[first]!, end: c.end, text: replaced });
  }
  return applyEdits(text, edits);
}

// ---------------------------------------------------------------------------------------------------------------
// Strings and templates.

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** A parent in which a `+` concatenation may replace the literal as it is, without parentheses. */
function safeBare(node: ts.Node): boolean {
  const p = node.parent;
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) return p.arguments?.includes(node as ts.Expression) ?? false;
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p))
    return p.initializer === node;
  if (ts.isParameter(p) || ts.isBindingElement(p)) return p.initializer === node;
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) return true;
    return (
      [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.EqualsToken,
        ts.SyntaxKind.CommaToken,
      ].includes(op) ||
      ((op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken) &&
        p.right === node)
    );
  }
  if (ts.isConditionalExpression(p)) return p.whenTrue === node || p.whenFalse === node;
  return (
    ts.isReturnStatement(p) ||
    ts.isThrowStatement(p) ||
    ts.isArrayLiteralExpression(p) ||
    ts.isParenthesizedExpression(p) ||
    ts.isArrowFunction(p) ||
    ts.isTemplateSpan(p) ||
    ts.isJsxExpression(p) ||
    ts.isCaseClause(p) ||
    ts.isExportAssignment(p)
  );
}

/** Why the literal cannot become a concatenation (a type, a name, a module, a JSX attribute…), or undefined. */
function unsplittable(node: ts.Node): string | undefined {
  const p = node.parent;
  if (ts.isLiteralTypeNode(p)) return 'type';
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return 'module';
  if (ts.isModuleDeclaration(p) || ts.isImportTypeNode(p)) return 'module';
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p)) && p.name === node)
    return 'name';
  if (ts.isEnumMember(p) && p.name === node) return 'name';
  if (ts.isJsxAttribute(p)) return 'JSX attribute';
  // What bundlers and test runners read as it is: dynamic imports, require, new URL(…, import.meta.url), mocks.
  if (ts.isCallExpression(p) && /^(import|require|vi\.mock|vi\.importActual)$/.test(p.expression.getText()))
    return 'module';
  if (ts.isNewExpression(p) && p.expression.getText() === 'URL') return 'module';
  if (ts.isExpressionStatement(p)) return 'directive';
  if (ts.isTaggedTemplateExpression(p)) return 'tagged template';
  for (let a: ts.Node = p; a && !ts.isSourceFile(a); a = a.parent) {
    if ((ts.isAsExpression(a) || ts.isSatisfiesExpression(a)) && a.type.getText() === 'const') return 'as const';
    if (ts.isTypeNode(a)) return 'type';
  }
  return undefined;
}

/** Whether the template holds SQL (whitespace-insensitive outside its quotes). */
function isSql(node: ts.TemplateLiteral): boolean {
  const head = ts.isNoSubstitutionTemplateLiteral(node) ? node.text : node.head.text;
  return /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE)\b/i.test(head);
}

/** Offsets (in the literal's source text) where a concatenation may cut: not inside an escape sequence or a
 * surrogate pair, and for templates not inside `${…}`. `good` cuts come after a space. */
function cutPoints(src: string, template: boolean): { at: number; good: boolean }[] {
  const cuts: { at: number; good: boolean }[] = [];
  let depth = 0;
  for (let i = 1; i < src.length - 1;) {
    if (template && depth === 0 && src[i] === '$' && src[i + 1] === '{') {
      depth = 1;
      i += 2;
      continue;
    }
    if (depth > 0) {
      // Inside `${…}`: skip to its matching brace (nested braces and strings are rare in long templates; a
      // template nested inside one makes the literal unsplittable, handled by the caller).
      if (src[i] === '{') depth++;
      else if (src[i] === '}') depth--;
      i++;
      continue;
    }
    if (src[i] === '\\') {
      const m = /^\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r\n|[\s\S])/.exec(src.slice(i));
      i += m ? m[0].length : 2;
      cuts.push({ at: i, good: false });
      continue;
    }
    const code = src.charCodeAt(i);
    i += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    if (!(template && src[i] === '{' && src[i - 1] === '$'))
      cuts.push({ at: i, good: src[i - 1] === ' ' && src[i] !== ' ' });
  }
  return cuts.filter((c) => c.at < src.length - 1);
}

/** The source text of a literal as a concatenation of pieces, each ending before the width on its line. */
function splitLiteral(
  src: string,
  firstCol: number,
  indent: number,
  template: boolean,
  tail: number,
): string | undefined {
  const q = src[0]!;
  const cuts = cutPoints(src, template);
  const pieces: string[] = [];
  let from = 1;
  let col = firstCol;
  while (widthOf(src.slice(from)) + col + 1 + tail > WIDTH) {
    const room = WIDTH - col - 4; // quote, quote, space, plus
    const fitting = cuts.filter((c) => c.at > from && widthOf(src.slice(from, c.at)) <= room);
    const cut = fitting.filter((c) => c.good).pop() ?? fitting.pop();
    if (!cut || (cut.at - from < 10 && pieces.length === 0 && !cut.good)) break;
    pieces.push(src.slice(from, cut.at));
    from = cut.at;
    col = indent;
  }
  if (pieces.length === 0) return undefined;
  pieces.push(src.slice(from, -1));
  const pad = ' '.repeat(indent);
  return pieces.map((p) => `${q}${p}${q}`).join(` +\n${pad}`);
}

/** Breaks a SQL template's long lines at spaces outside SQL quotes, `--` comments and `${…}`. */
function breakSql(src: string, startCol: number, indent: number, tail: number): string | undefined {
  const lines = src.split('\n');
  let changed = false;
  const out: string[] = [];
  for (let li = 0; li < lines.length; li++) {
    let line = lines[li]!;
    let col0 = li === 0 ? startCol : 0;
    const pad = li === 0 ? ' '.repeat(indent) : `${indentOf(line)}  `;
    const extra = li === lines.length - 1 ? tail : 0; // what follows the template on its last line
    while (widthOf(line) + col0 + extra > WIDTH) {
      let quote: string | null = null;
      let depth = 0;
      let best = -1;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (depth > 0) {
          if (ch === '{') depth++;
          else if (ch === '}') depth--;
          continue;
        }
        if (ch === '$' && line[i + 1] === '{') {
          depth = 1;
          i++;
          continue;
        }
        if (quote) {
          if (ch === quote) quote = null;
          continue;
        }
        if (ch === "'" || ch === '"') quote = ch;
        else if (ch === '-' && line[i + 1] === '-')
          break; // a SQL comment: nothing after it may move
        else if ((ch === '$' && line[i + 1] === '$') || ch === '\\') break;
        else if (ch === ' ' && line[i - 1] !== ' ' && i > indentOf(line).length) {
          if (widthOf(line.slice(0, i)) + col0 <= WIDTH) best = i;
          else break;
        }
      }
      if (best <= 0) break;
      out.push(line.slice(0, best));
      line = pad + line.slice(best + 1).trimStart();
      col0 = 0;
      changed = true;
    }
    out.push(line);
  }
  return changed ? out.join('\n') : undefined;
}

function wrapLiterals(text: string, sf: ts.SourceFile): string {
  const starts = lineStarts(text);
  const lines = text.split('\n');
  const longLines = new Set<number>();
  lines.forEach((l, i) => widthOf(l) > WIDTH && longLines.add(i));
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const isString = ts.isStringLiteral(node);
    const isTemplate = ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    if (isString || isTemplate) {
      const start = node.getStart(sf);
      const first = lineOf(starts, start);
      const last = lineOf(starts, node.end);
      let touches = false;
      for (let l = first; l <= last; l++) if (longLines.has(l)) touches = true;
      if (touches && !unsplittable(node)) {
        const src = text.slice(start, node.end);
        const lineText = lines[first]!;
        const col = widthOf(text.slice(starts[first], start));
        const indent = widthOf(indentOf(lineText)) + 2;
        let replaced: string | undefined;
        if (isTemplate && isSql(node as ts.TemplateLiteral)) {
          const lastLine = lines[last]!;
          replaced = breakSql(src, col, indent, widthOf(lastLine.slice(node.end - starts[last]!)));
        } else if (isString || !/`/.test(src.slice(1, -1))) {
          // A template whose `${}` holds another template is left whole.
          const tail = widthOf(lineText.slice(node.end - starts[first]!));
          replaced = first === last ? splitLiteral(src, col, indent, isTemplate, tail) : undefined;
          if (replaced && !safeBare(node)) replaced = `(${replaced})`;
        }
        if (replaced && replaced !== src) {
          edits.push({ start, end: node.end, text: replaced });
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return applyEdits(text, edits);
}

// ---------------------------------------------------------------------------------------------------------------

const kind = (fileName: string) => (fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
const parse = (text: string, fileName: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind(fileName));

/** The file's text with its long lines wrapped, and the long lines left (1-based numbers). */
export function wrapSource(text: string, fileName = 'file.ts'): { text: string; leftovers: Leftover[] } {
  let out = text;
  for (let round = 0; round < 6; round++) {
    if (!out.split('\n').some((l) => widthOf(l) > WIDTH)) break;
    const before = out;
    out = wrapLineComments(out, parse(out, fileName));
    out = wrapBlockComments(out, parse(out, fileName));
    out = wrapLiterals(out, parse(out, fileName));
    if (out === before) break;
  }
  const leftovers = out
    .split('\n')
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => widthOf(l.text) > WIDTH);
  return { text: out, leftovers };
}

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out.sort();
}

function main(argv: string[]): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const check = argv.includes('--check');
  const given = argv.filter((a) => !a.startsWith('--'));
  const files = given.length ? given : sourceFiles(join(root, 'src'));
  let changed = 0;
  let left = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const result = check ? { text, leftovers: wrapSource(text, file).leftovers } : wrapSource(text, file);
    if (check)
      result.leftovers = text
        .split('\n')
        .map((t, i) => ({ line: i + 1, text: t }))
        .filter((l) => widthOf(l.text) > WIDTH);
    if (!check && result.text !== text) {
      writeFileSync(file, result.text);
      changed++;
    }
    for (const l of result.leftovers) {
      console.log(`${relative(root, file)}:${l.line}: ${widthOf(l.text)} caractères`);
      left++;
    }
  }
  console.log(`${changed} fichier(s) réécrit(s), ${left} ligne(s) de plus de ${WIDTH} caractères restante(s).`);
  return check && left > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
