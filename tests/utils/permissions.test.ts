// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findPermission, isUserAdmin, userHasPermission } from '../../src/utils/permissions';

const gamma = {
  roles: {
    Gamma: [
      ['can_read', 'Dashboard'],
      ['can_write', 'Chart'],
    ] as [string, string][],
  },
};

describe('isUserAdmin', () => {
  it('is true for a role named admin in any letter case', () => {
    expect(isUserAdmin({ roles: { Admin: [] } })).toBe(true);
    expect(isUserAdmin({ roles: { ADMIN: [] } })).toBe(true);
    expect(isUserAdmin({ roles: { admin: [] } })).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isUserAdmin(gamma)).toBe(false);
    expect(isUserAdmin({ roles: { Administrators: [] } })).toBe(false);
    expect(isUserAdmin(null)).toBe(false);
    expect(isUserAdmin({})).toBe(false);
  });
});

describe('findPermission', () => {
  it('finds a permission and view pair in any role', () => {
    expect(findPermission('can_write', 'Chart', gamma.roles)).toBe(true);
    expect(findPermission('can_write', 'Dashboard', gamma.roles)).toBe(false);
    expect(findPermission('can_read', 'Dashboard', null)).toBe(false);
  });
});

describe('userHasPermission', () => {
  it('is true for admins whatever the pair', () => {
    expect(userHasPermission({ roles: { admin: [] } }, 'can_write', 'Dashboard')).toBe(true);
  });

  it('checks the role pairs for everyone else', () => {
    expect(userHasPermission(gamma, 'can_read', 'Dashboard')).toBe(true);
    expect(userHasPermission(gamma, 'can_write', 'Dashboard')).toBe(false);
  });
});
