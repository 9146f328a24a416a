import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  it('replaces each placeholder by its value, numbers included', () => {
    expect(fill('%{count} stagiaires ajoutés à %{group}', { count: 5, group: 'BTS 1' })).toBe(
      '5 stagiaires ajoutés à BTS 1',
    );
  });
  it('leaves a placeholder without a value as written', () => {
    expect(fill('Bonjour %{name}', {})).toBe('Bonjour %{name}');
  });
});

describe('the catalogues', () => {
  it('write every placeholder as %{name}: a bare {name} would show as written', async () => {
    const files = import.meta.glob('./*.ts', { eager: true }) as Record<string, Record<string, unknown>>;
    const bare: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (/(^|[^%$])\{\w+\}/.test(value)) bare.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    for (const [file, exports] of Object.entries(files)) if (!file.endsWith('.test.ts')) walk(exports, file);
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(bare).toEqual([]);
  });
});
