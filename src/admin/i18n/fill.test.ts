import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  it('replaces each placeholder by its value, numbers included', () => {
    expect(fill('%{count} stagiaires ajoutés à %{group}', { count: 5, group: 'BTS 1' })).toBe('5 stagiaires ajoutés à BTS 1');
  });
  it('leaves a placeholder without a value as written', () => {
    expect(fill('Bonjour %{name}', {})).toBe('Bonjour %{name}');
  });
});
