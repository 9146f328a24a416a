// accessRight flags per client (spec 000 section 6) and the trainee formation form order.
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../src/shared/access.ts';
import { canOpenGedFolder, orderTrainingFormFields, resolveProfile, type Level } from '../../../src/shared/clients/index.ts';
import { loadProfilesFromDir } from '../../../src/shared/clients/node-loader.ts';

const { profiles } = await loadProfilesFromDir();
const resolved = (cfaId: number, level: Level = 'cfa') => {
  const p = resolveProfile(profiles, { cfaId, level });
  if (!p) throw new Error(`no profile for ${cfaId}`);
  return p;
};
const everyEntry = profiles.flatMap((p) => (['cfa', 'antenne'] as const).map((level) => resolved(p.cfa.id, level)));

describe('accessRight flags (canAccess)', () => {
  it('the sports network (centre and antenne entries) may change the antenne on switch, the demo centre may not', () => {
    const allowed = everyEntry.filter((p) => canAccess({ roles: [], flags: p.accessRight }, { action: 'list', resource: { flag: 'canChangeAntenneInSwitchStudent' } })).map((p) => p.entryId);
    expect(allowed).toEqual(expect.arrayContaining(['sport-centre', 'sport-antenne']));
    expect(allowed).not.toContain('demo');
  });

  it('convention numbers on invoicing are hidden for the real-estate school, visible by default', () => {
    const hidden = everyEntry.filter((p) => !canAccess({ roles: [], flags: p.accessRight }, { action: 'list', resource: { flag: 'canSeeConventionNumberOnFacturation' } })).map((p) => p.client);
    expect(hidden).toContain('immobilier');
    expect(hidden).not.toContain('demo');
  });

  it('GED folders are per client', () => {
    expect(canOpenGedFolder(resolved(3), 'ecole_privee')).toBe(true);
    expect(canOpenGedFolder(resolved(1), 'ecole_privee')).toBe(false);
  });
});

describe('orderTrainingFormFields', () => {
  it('follows the spec order by default, without the sectors field when hasSectors is off', () => {
    const fields = orderTrainingFormFields(resolved(3));
    expect(fields.slice(0, 5)).toEqual(['type_cursus', 'status', 'type_status_autre_details', 'antenne', 'antenne_convention']);
    expect(fields.at(-1)).toBe('formationCustomFields');
  });

  it('applies the client ranks (sports network puts the diploma second)', () => {
    expect(orderTrainingFormFields(resolved(2)).slice(0, 3)).toEqual(['type_cursus', 'diplome', 'status']);
  });

  it('drops hidden and gated fields (rugby: no sessions, no custom fields)', () => {
    const fields = orderTrainingFormFields(resolved(5));
    expect(fields).not.toContain('formationCustomFields');
    expect(fields).not.toContain('diplome_session');
    expect(fields).not.toContain('antenne_groupe_session');
  });

  it('adds the administrative antenne after the antenne when the client has it', () => {
    const fields = orderTrainingFormFields(resolved(4));
    expect(fields.slice(fields.indexOf('antenne'), fields.indexOf('antenne') + 2)).toEqual(['antenne', 'antenne_administrative']);
    expect(orderTrainingFormFields(resolved(1))).not.toContain('antenne_administrative');
  });
});
