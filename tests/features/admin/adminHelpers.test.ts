// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  groupPermissionsByView,
  permissionOptionsOf,
  permissionPairLabel,
  sameIds,
} from '../../../src/features/admin/roles/permissionLabels';
import { userFormErrorsOf } from '../../../src/features/admin/users/userFormErrors';
import { userWriteBodyOf } from '../../../src/features/admin/users/UserFormModal';
import { fillTemplate } from '../../../src/features/admin/adminMessages';
import { PAIRS } from './adminTestKit';

const byId = new Map(PAIRS.map((pair) => [pair.id, pair]));

describe('permission/view pairs, readably', () => {
  it("reads 'can read on Chart', keeping underscores in view names (they may be table names)", () => {
    expect(permissionPairLabel(PAIRS[0])).toBe('can read on Chart');
    expect(
      permissionPairLabel({
        id: 8,
        permission: { name: 'datasource_access' },
        view_menu: { name: '[examples].[order_lines](id:9)' },
      }),
    ).toBe('datasource access on [examples].[order_lines](id:9)');
  });

  it('offers every pair as an option, by label', () => {
    expect(permissionOptionsOf(PAIRS).map((option) => option.label)).toEqual([
      'can read on Chart',
      'can read on Dashboard',
      'can sqllab on Superset',
      'can write on Chart',
      'datasource access on [examples].[orders](id:7)',
      'menu access on SQL Lab',
    ]);
  });

  it('groups a role’s pairs by view, shows unknown ids by number, and filters by label', () => {
    expect(groupPermissionsByView([2, 1, 6, 99], byId)).toEqual([
      { view: '', permissions: [{ id: 99, name: '#99' }] },
      { view: '[examples].[orders](id:7)', permissions: [{ id: 6, name: 'datasource access' }] },
      {
        view: 'Chart',
        permissions: [
          { id: 1, name: 'can read' },
          { id: 2, name: 'can write' },
        ],
      },
    ]);
    expect(groupPermissionsByView([1, 2, 3], byId, 'WRITE')).toEqual([
      { view: 'Chart', permissions: [{ id: 2, name: 'can write' }] },
    ]);
  });

  it('compares id sets whatever their order', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
  });
});

describe('where a failed user save is shown', () => {
  it('puts FAB field messages on the fields, and flags the ones no field shows', () => {
    expect(
      userFormErrorsOf({
        error: 'x',
        status: 400,
        body: { message: { email: ['Not valid.'], bogus: ['Unknown field.'] } },
      }),
    ).toEqual({
      fields: { email: 'Not valid.' },
      hasUnplaced: true,
    });
  });

  it('recognises a taken username or email in SQLite and PostgreSQL words', () => {
    expect(
      userFormErrorsOf({ error: 'x', status: 422, body: { message: 'UNIQUE constraint failed: ab_user.email' } })
        .fields,
    ).toEqual({
      email: 'This email is already associated with an account. Please choose another one.',
    });
    expect(
      userFormErrorsOf({
        error: 'x',
        status: 422,
        body: { message: 'duplicate key value violates unique constraint "ab_user_username_key"' },
      }).fields,
    ).toEqual({ username: 'This username is already taken. Please choose another one.' });
  });

  it('leaves any other failure to the error box', () => {
    expect(userFormErrorsOf({ error: 'Fatal error', status: 500, body: { message: 'Fatal error' } })).toEqual({
      fields: {},
      hasUnplaced: true,
    });
  });
});

describe('the user body', () => {
  it('trims texts and sends a password only when one was typed', () => {
    const values = {
      first_name: ' A ',
      last_name: 'B',
      username: ' ab ',
      email: 'a@b.c ',
      active: false,
      roles: [4],
      password: '',
      confirmPassword: '',
    };
    expect(userWriteBodyOf(values)).toEqual({
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b.c',
      active: false,
      roles: [4],
    });
    expect(userWriteBodyOf({ ...values, password: 'pw' })).toMatchObject({ password: 'pw' });
  });

  it('fills message templates in turn', () => {
    expect(fillTemplate('Deleted user: %s', 'alice')).toBe('Deleted user: alice');
  });
});
