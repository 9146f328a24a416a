// A string matching a schema `pattern`, for generated payloads: a tiny generator for the regular
// expressions schemas use (anchors, literals, escapes, classes with ranges, groups with alternatives,
// ?, *, +, {n}, {n,m}). `seed` varies the characters picked so unique columns get distinct values.
export function regexSample(pattern: string, seed = 0): string {
  let i = 0;
  let rnd = seed * 7919 + 17;
  const next = (n: number) => {
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    return n <= 1 ? 0 : rnd % n;
  };

  const escapeClass = (c: string): string[] => {
    if (c === 'd') return [...'0123456789'];
    if (c === 'w') return [...'abcdefghij'];
    if (c === 's') return [' '];
    return [c];
  };

  /** One atom: its possible expansions are produced lazily by `gen`. */
  const parseAtom = (): (() => string) => {
    const c = pattern[i++]!;
    if (c === '(') {
      if (pattern.startsWith('?:', i)) i += 2;
      const alts = parseAlternatives(')');
      i++; // ')'
      return () => alts[0]!();
    }
    if (c === '[') {
      const chars: string[] = [];
      const negated = pattern[i] === '^';
      if (negated) i++;
      while (pattern[i] !== ']') {
        let a = pattern[i++]!;
        if (a === '\\') {
          chars.push(...escapeClass(pattern[i++]!));
          continue;
        }
        if (pattern[i] === '-' && pattern[i + 1] !== ']') {
          const b = pattern[i + 1]!;
          i += 2;
          for (let k = a.charCodeAt(0); k <= b.charCodeAt(0); k++) chars.push(String.fromCharCode(k));
        } else chars.push(a);
      }
      i++; // ']'
      const pool = negated ? [...'abcdefghijklmnop'].filter((x) => !chars.includes(x)) : chars;
      return () => pool[next(pool.length)]!;
    }
    if (c === '\\') {
      const pool = escapeClass(pattern[i++]!);
      return () => pool[next(pool.length)]!;
    }
    if (c === '.') return () => 'a';
    return () => c;
  };

  const parseSequence = (end: string): (() => string) => {
    const parts: (() => string)[] = [];
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== end) {
      if (pattern[i] === '^' || pattern[i] === '$') {
        i++;
        continue;
      }
      const atom = parseAtom();
      let min = 1;
      let max = 1;
      const q = pattern[i];
      if (q === '?' || q === '*') [min, max, i] = [0, 0, i + 1];
      else if (q === '+') [min, max, i] = [1, 1, i + 1];
      else if (q === '{') {
        const close = pattern.indexOf('}', i);
        const [a, b] = pattern.slice(i + 1, close).split(',');
        min = Number(a);
        max = b === undefined ? min : b === '' ? min : Number(b);
        i = close + 1;
      }
      // The minimum count keeps values short (maxLength), except when a group is optional and needed: never.
      const count = Math.max(min, Math.min(max, min));
      parts.push(() => Array.from({ length: count }, atom).join(''));
    }
    return () => parts.map((p) => p()).join('');
  };

  const parseAlternatives = (end: string): (() => string)[] => {
    const alts = [parseSequence(end)];
    while (pattern[i] === '|') {
      i++;
      alts.push(parseSequence(end));
    }
    return alts;
  };

  const alts = parseAlternatives('\u0000');
  return alts[0]!();
}
