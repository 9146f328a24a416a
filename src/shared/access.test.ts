// The configuration's tenant boundary, one rule for the server's guards, the static file server, the menu and the
// editor page: who may publish a client profile, and who loads which profile.
import { describe, expect, it } from 'vitest';
import { canAccessConfiguration, type ConfigurationUser } from './access.ts';

const platform: ConfigurationUser = { roles: ['ROLE_PLATFORM'], cfaId: 1 };
const supervisor: ConfigurationUser = { roles: ['ROLE_SUPERVISOR'], cfaId: 7 };
const coordinator: ConfigurationUser = { roles: ['ROLE_COORDINATOR'], cfaId: 7 };
const visitor: ConfigurationUser = { roles: [] };
const own = { kind: 'clients', cfa: 7 } as const;
const other = { kind: 'clients', cfa: 8 } as const;

describe('who may publish a client profile', () => {
  it("is the platform for every profile, a supervisor for its own centre's only, nobody else", () => {
    expect(canAccessConfiguration(platform, { action: 'edit', file: other })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: own })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: other })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: { kind: 'clients' } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'edit', file: { kind: 'resources' } })).toBe(false);
    expect(canAccessConfiguration(coordinator, { action: 'edit', file: own })).toBe(false);
  });

  it('leaves « Nouveau client » and retiring to the platform', () => {
    expect(canAccessConfiguration(platform, { action: 'create', file: { kind: 'clients' } })).toBe(true);
    expect(canAccessConfiguration(supervisor, { action: 'create', file: { kind: 'clients' } })).toBe(false);
    expect(canAccessConfiguration(supervisor, { action: 'retire', file: own })).toBe(false);
  });
});

describe('who loads a file as the app does (read)', () => {
  it('serves every resource file, even to a visitor', () => {
    expect(canAccessConfiguration(visitor, { action: 'read', file: { kind: 'resources' } })).toBe(true);
  });

  it("serves a centre's users their centre's profile, the platform every one, a visitor none", () => {
    expect(canAccessConfiguration(coordinator, { action: 'read', file: own })).toBe(true);
    expect(canAccessConfiguration(coordinator, { action: 'read', file: other })).toBe(false);
    expect(canAccessConfiguration(platform, { action: 'read', file: other })).toBe(true);
    expect(canAccessConfiguration(visitor, { action: 'read', file: own })).toBe(false);
    expect(canAccessConfiguration(visitor, { action: 'read', file: { kind: 'clients' } })).toBe(false);
  });
});
