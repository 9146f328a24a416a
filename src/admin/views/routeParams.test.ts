// The list's optional address parameters (resource file `list.routeParams`): the spec's /futurosud/antennes takes
// a diploma, a diploma session and a site (spec 000 section 2), each turned into the API filter the file names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../shared/configuration/types.ts';
import { routeFilter } from './GenericList.tsx';

const antennes = JSON.parse(readFileSync('resources/antennes.json', 'utf8')) as ResourceFile;

describe('optional address parameters of a list', () => {
  it('the sites list: diploma, diploma session and site, the site as the id filter', () => {
    const search = new URLSearchParams(
      'diplome=/api/diplomes/2&diplome_session=/api/diplome_sessions/5&antenne=/api/antennes/3',
    );
    expect(routeFilter(antennes.list?.routeParams, search)).toEqual({
      diplome: '/api/diplomes/2',
      diplome_session: '/api/diplome_sessions/5',
      id: '/api/antennes/3',
    });
  });

  it('ignores what the file does not name, and empty values; a list without parameters has none', () => {
    expect(routeFilter(antennes.list?.routeParams, new URLSearchParams('diplome=&page=2&nom=x'))).toEqual({});
    expect(routeFilter(undefined, new URLSearchParams('diplome=/api/diplomes/2'))).toEqual({});
  });
});
