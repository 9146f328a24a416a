// The one access rule of the screens (src/shared/access.ts): roles that see, roles that write (x-write-roles,
// default every role but the guest), and the client profile's accessRight flags.
import { describe, expect, it } from 'vitest';
import { canAccess, canAccessConfiguration, CONFIGURATION_ROLES } from '../../src/shared/access.ts';
import { ROLE_RULES } from '../../src/shared/roleRules.ts';

const user = (roles: string[], flags?: Record<string, unknown>) => ({ roles, flags });

describe('canAccess', () => {
  it('lets every signed-in role read and every role but the guest write when nothing restricts', () => {
    for (const action of ['list', 'show'] as const) expect(canAccess(user(['ROLE_GUEST']), { action, resource: {} })).toBe(true);
    for (const action of ['create', 'edit', 'delete'] as const) {
      expect(canAccess(user(['ROLE_GUEST']), { action, resource: {} })).toBe(false);
      expect(canAccess(user(['ROLE_USER']), { action, resource: {} })).toBe(true);
    }
  });

  it('follows the roles that may see and the roles that may write (x-write-roles)', () => {
    const cfas = { roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'], writeRoles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'] };
    expect(canAccess(user(['ROLE_COORDINATOR']), { action: 'list', resource: cfas })).toBe(false);
    expect(canAccess(user(['ROLE_ADMIN']), { action: 'edit', resource: cfas })).toBe(true);
    const users = { roles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR'], writeRoles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'] };
    expect(canAccess(user(['ROLE_COORDINATOR']), { action: 'show', resource: users })).toBe(true);
    expect(canAccess(user(['ROLE_COORDINATOR']), { action: 'create', resource: users })).toBe(false);
    // One of the roles is enough.
    expect(canAccess(user(['ROLE_USER', 'ROLE_ADMIN']), { action: 'delete', resource: users })).toBe(true);
  });

  it('hides what a client flag gates unless the profile sets it true, whatever the role', () => {
    const groups = { flag: 'hasGroups' };
    expect(canAccess(user(['ROLE_SUPERVISOR'], { hasGroups: true }), { action: 'list', resource: groups })).toBe(true);
    expect(canAccess(user(['ROLE_SUPERVISOR'], { hasGroups: false }), { action: 'list', resource: groups })).toBe(false);
    expect(canAccess(user(['ROLE_SUPERVISOR'], { hasGroups: 'oui' }), { action: 'list', resource: groups })).toBe(false);
    expect(canAccess(user(['ROLE_SUPERVISOR']), { action: 'create', resource: groups })).toBe(false);
  });
});

describe('canAccess on a record', () => {
  // users: x-scope { antenne, shared: true }; the centre's users (antenne null) are read by the antennes.
  const users = { writeRoles: ['ROLE_SUPERVISOR', 'ROLE_ADMIN'], sharedAntenne: 'antenne' };
  const antenneAdmin = { roles: ['ROLE_ADMIN'], antenne: '/api/antennes/3' };
  const centreAdmin = { roles: ['ROLE_ADMIN'], antenne: null };

  it('lets a user tied to an antenne edit and delete its antenne’s rows of a shared resource, not the centre’s', () => {
    expect(canAccess(antenneAdmin, { action: 'edit', resource: users, record: { id: 1, antenne: 3 } })).toBe(true);
    expect(canAccess(antenneAdmin, { action: 'delete', resource: users, record: { id: 1, antenne: '/api/antennes/3' } })).toBe(true);
    expect(canAccess(antenneAdmin, { action: 'edit', resource: users, record: { id: 2, antenne: null } })).toBe(false);
    expect(canAccess(antenneAdmin, { action: 'delete', resource: users, record: { id: 2, antenne: 4 } })).toBe(false);
    // Reading the centre's rows, and creating (its antenne is set), stay open.
    expect(canAccess(antenneAdmin, { action: 'show', resource: users, record: { id: 2, antenne: null } })).toBe(true);
    expect(canAccess(antenneAdmin, { action: 'create', resource: users })).toBe(true);
  });

  it('lets a centre-level user write every row, and never lifts the role rule', () => {
    expect(canAccess(centreAdmin, { action: 'edit', resource: users, record: { id: 2, antenne: null } })).toBe(true);
    expect(canAccess({ roles: ['ROLE_COORDINATOR'], antenne: 3 }, { action: 'edit', resource: users, record: { id: 1, antenne: 3 } })).toBe(false);
    // Not a shared resource: the record's antenne does not matter here (the server scopes the rows).
    expect(canAccess(antenneAdmin, { action: 'edit', resource: {}, record: { id: 1, antenne: null } })).toBe(true);
  });
});

describe('canAccessConfiguration: the tenant boundary of the configuration', () => {
  const platform = { roles: ['ROLE_PLATFORM'], cfaId: 9 };
  const supervisor = { roles: ['ROLE_SUPERVISOR'], cfaId: 1 };
  const actions = ['open', 'show', 'edit', 'create', 'retire'] as const;
  it('lets the platform role do everything on every file', () => {
    for (const action of actions) {
      expect(canAccessConfiguration(platform, { action, file: { kind: 'resources' } })).toBe(true);
      expect(canAccessConfiguration(platform, { action, file: { kind: 'clients', cfa: 2 } })).toBe(true);
    }
  });
  it('lets a supervisor open the editor, read and edit its own centre’s profile only, never create or retire', () => {
    expect(canAccessConfiguration(supervisor, { action: 'open' })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'show', file: { kind: 'clients', cfa: 1 } })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: { kind: 'clients', cfa: 1 } })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: { kind: 'clients', cfa: 2 } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: { kind: 'clients' } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'show', file: { kind: 'resources' } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'create', file: { kind: 'clients' } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'retire', file: { kind: 'clients', cfa: 1 } })).toBe(false);
  });
  it('gives every other role nothing', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_COORDINATOR', 'ROLE_USER', 'ROLE_GUEST']) {
      for (const action of actions) expect(canAccessConfiguration({ roles: [role], cfaId: 1 }, { action, file: { kind: 'clients', cfa: 1 } })).toBe(false);
    }
  });
  it('shows a platform-only account no view or entry without roles, and the configuration entry', () => {
    expect(canAccess({ roles: ['ROLE_PLATFORM'] }, { action: 'list', resource: {} })).toBe(false);
    expect(canAccess({ roles: ['ROLE_PLATFORM'] }, { action: 'list', resource: { roles: CONFIGURATION_ROLES } })).toBe(true);
    expect(canAccess({ roles: ['ROLE_ADMIN'] }, { action: 'list', resource: { roles: CONFIGURATION_ROLES } })).toBe(false);
    expect(canAccess({ roles: ['ROLE_GUEST'] }, { action: 'list', resource: {} })).toBe(true);
  });
});

describe('the bespoke actions’ role rules (ROLE_RULES), asked through canAccess', () => {
  const may = (roles: string[], action: 'list' | 'edit' | 'delete', rule: keyof typeof ROLE_RULES) =>
    canAccess(user(roles), { action, resource: ROLE_RULES[rule] });

  it('lets a supervisor or an admin erase a trainee’s data, nobody below', () => {
    expect(may(['ROLE_SUPERVISOR'], 'delete', 'rgpdErase')).toBe(true);
    expect(may(['ROLE_ADMIN'], 'delete', 'rgpdErase')).toBe(true);
    for (const r of ['ROLE_COORDINATOR', 'ROLE_USER', 'ROLE_GUEST', 'ROLE_PLATFORM']) {
      expect(may([r], 'delete', 'rgpdErase')).toBe(false);
    }
  });

  it('gives the centre’s whole diploma catalogue to the supervisor only', () => {
    expect(may(['ROLE_SUPERVISOR'], 'list', 'centreCatalogue')).toBe(true);
    expect(may(['ROLE_ADMIN'], 'list', 'centreCatalogue')).toBe(false);
    expect(may(['ROLE_USER', 'ROLE_COORDINATOR'], 'list', 'centreCatalogue')).toBe(false);
  });

  it('lets a coordinator or above decide on a justification or correct a sheet, not a user or a guest', () => {
    for (const r of ['ROLE_SUPERVISOR', 'ROLE_ADMIN', 'ROLE_COORDINATOR']) {
      expect(may([r], 'edit', 'attendanceDecision')).toBe(true);
    }
    for (const r of ['ROLE_USER', 'ROLE_GUEST', 'ROLE_FORMATEUR', 'ROLE_STAGIAIRE', 'ROLE_PLATFORM']) {
      expect(may([r], 'edit', 'attendanceDecision')).toBe(false);
    }
  });
});
