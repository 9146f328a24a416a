// Where each value of a JSON text lies: a small parser that keeps, for every value, its text range and its
// children, so that the editor can point at a JSON path (`/list/columns/1`) and the form view can rewrite only
// what it changed. Throws a SyntaxError on invalid JSON, like JSON.parse.
export interface JsonNode {
  value: unknown;
  start: number;
  end: number;
  /** Object members by key, array items by index. */
  children?: Map<string, JsonNode>;
}

export function parseRanges(text: string): JsonNode {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`JSON invalide à la position ${i}`);
  };
  const stringEnd = (from: number): number => {
    let j = from + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    return j < text.length ? j + 1 : fail();
  };
  const node = (): JsonNode => {
    space();
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      const children = new Map<string, JsonNode>();
      i++;
      space();
      let index = 0;
      while (text[i] !== close) {
        let key = String(index++);
        if (c === '{') {
          space();
          if (text[i] !== '"') fail();
          const end = stringEnd(i);
          key = JSON.parse(text.slice(i, end)) as string;
          i = end;
          space();
          if (text[i++] !== ':') fail();
        }
        children.set(key, node());
        space();
        if (text[i] === ',') i++;
        else if (text[i] !== close) fail();
        space();
      }
      i++;
      const value =
        c === '{'
          ? Object.fromEntries([...children].map(([k, n]) => [k, n.value]))
          : [...children.values()].map((n) => n.value);
      return { value, start, end: i, children };
    }
    if (c === '"') i = stringEnd(i);
    else while (i < text.length && /[^\s,\]}]/.test(text[i])) i++;
    if (i === start) fail();
    return { value: JSON.parse(text.slice(start, i)) as unknown, start, end: i };
  };
  const root = node();
  space();
  if (i < text.length) fail();
  return root;
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a JSON pointer names, or the deepest existing node on its way. */
export function nodeAt(root: JsonNode, pointer: string): JsonNode {
  let current = root;
  for (const part of pointer.split('/').slice(1).map(unescape)) {
    const next = current.children?.get(part);
    if (!next) break;
    current = next;
  }
  return current;
}
