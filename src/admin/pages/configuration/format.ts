// Writes a draft edited through the form view back as text: what the edit did not change keeps its text as
// it was (its layout included), and what changed is written in the style of the shipped files (on one line when
// it fits in 120 columns, long lists of names wrapped, objects opened otherwise), so that the history's diff of
// a form change shows the lines that changed, not the whole file reformatted.
import { parseRanges, type JsonNode } from './jsonRanges.ts';

const WIDTH = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isScalar = (v: Json): v is null | boolean | number | string => v === null || typeof v !== 'object';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function inline(value: Json): string {
  if (isScalar(value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value);
  return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
}

interface Source {
  text: string;
  node?: JsonNode;
}

/** The original node of an array item: the one holding the same value (items move), else the same index. */
function itemNode(node: JsonNode | undefined, item: Json, index: number): JsonNode | undefined {
  const children = [...(node?.children?.values() ?? [])];
  return children.find((c) => same(c.value, item)) ?? children[index];
}

function wrapScalars(value: Json[], inner: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const [i, item] of value.entries()) {
    const text = JSON.stringify(item) + (i < value.length - 1 ? ',' : '');
    if (line && inner.length + line.length + 1 + text.length > WIDTH) {
      lines.push(line);
      line = text;
    } else line = line ? `${line} ${text}` : text;
  }
  lines.push(line);
  return `[\n${lines.map((l) => inner + l).join('\n')}\n${indent}]`;
}

/** `value` placed after `prefix` columns (indentation and key) and followed by `suffix` (a comma or nothing). */
function write(value: Json, src: Source, indent: string, prefix: number, suffix: string): string {
  const { node, text } = src;
  if (node && same(node.value, value)) return text.slice(node.start, node.end);
  const flat = inline(value);
  const wasOpen = node !== undefined && text.slice(node.start, node.end).includes('\n');
  if (isScalar(value) || (!wasOpen && prefix + flat.length + suffix.length <= WIDTH)) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return wrapScalars(value, inner, indent);
    const items = value.map((item, i) => {
      const comma = i < value.length - 1 ? ',' : '';
      return `${inner}${write(item, { text, node: itemNode(node, item, i) }, inner, inner.length, comma)}${comma}`;
    });
    return `[\n${items.join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  const lines = entries.map(([key, item], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    const head = `${JSON.stringify(key)}: `;
    const value = write(item, { text, node: node?.children?.get(key) }, inner, inner.length + head.length, comma);
    return `${inner}${head}${value}${comma}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The JSON text of `value`, reusing the text of `previous` (the draft before the edit) where nothing changed. */
export function formatConfig(value: unknown, previous?: string): string {
  let node: JsonNode | undefined;
  try {
    node = previous === undefined ? undefined : parseRanges(previous);
  } catch {
    node = undefined;
  }
  return `${write(value as Json, { text: previous ?? '', node }, '', 0, '')}\n`;
}
