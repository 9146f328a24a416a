import { describe, expect, it } from 'vitest';
import { exportUrl, fileNameOf, formatBytes } from './exportUrl.ts';

describe('exportUrl', () => {
  it('keeps filters and order, drops paging, names the view', () => {
    const url = exportUrl(
      new URL('http://h/api/etudiants?order[lastname]=ASC&page=3&itemsPerPage=25&antenne=%2Fapi%2Fantennes%2F2&type=1'),
      'csv',
      'stagiaires',
    );
    expect(url.pathname).toBe('/api/etudiants/export.csv');
    expect([...url.searchParams]).toEqual([
      ['order[lastname]', 'ASC'],
      ['antenne', '/api/antennes/2'],
      ['type', '1'],
      ['view', 'stagiaires'],
    ]);
  });

  it('builds the Excel path and keeps repeated id[] of a selection', () => {
    const url = exportUrl(new URL('http://h/api/groupes/?id[]=1&id[]=2&pagination=false'), 'xlsx', 'pedagogie/groupes');
    expect(url.pathname).toBe('/api/groupes/export.xlsx');
    expect(url.searchParams.getAll('id[]')).toEqual(['1', '2']);
    expect(url.searchParams.get('view')).toBe('pedagogie/groupes');
    expect(url.searchParams.has('pagination')).toBe(false);
  });
});

describe('fileNameOf', () => {
  it('reads the quoted, bare and RFC 5987 forms, the latter first', () => {
    expect(fileNameOf('attachment; filename="etudiants-2026-11-24.csv"', 'x.csv')).toBe('etudiants-2026-11-24.csv');
    expect(fileNameOf('attachment; filename=groupes.xlsx', 'x.csv')).toBe('groupes.xlsx');
    expect(fileNameOf(`attachment; filename="eleves.csv"; filename*=UTF-8''%C3%A9l%C3%A8ves.csv`, 'x.csv')).toBe(
      'élèves.csv',
    );
  });

  it('falls back without a header or name, and never keeps a folder', () => {
    expect(fileNameOf(null, 'stagiaires.csv')).toBe('stagiaires.csv');
    expect(fileNameOf('attachment', 'stagiaires.csv')).toBe('stagiaires.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
  });
});

describe('formatBytes', () => {
  it('counts in French units', () => {
    expect(formatBytes(850)).toBe('850 o');
    expect(formatBytes(12_700)).toBe('12,4 Ko');
    expect(formatBytes(3_250_000)).toBe('3,1 Mo');
  });
});
