import type { FromSchema } from 'json-schema-to-ts';
import type { UserAccount } from '../../store';
import { pythonIsoFormat } from '../../http/bootstrapData';
import { filtersInfo, type SearchColumns } from './securityListFilters';
import type { FieldInfo, InfoSpec, ModelSpec } from './securityListQuery';

/**
 * Flask-AppBuilder's UserApi as Superset 6.1 sets it up (SupersetUserApi): columns, search
 * columns, body schemas and `_info`. Groups do not exist here: a user's `groups` is always [].
 */
const USER_LIST_COLUMNS = [
  'id',
  'roles.id',
  'roles.name',
  'first_name',
  'last_name',
  'username',
  'active',
  'email',
  'last_login',
  'login_count',
  'fail_login_count',
  'created_on',
  'changed_on',
  'created_by.id',
  'changed_by.id',
  'groups',
] as const;

const isoOrNull = (date: Date | null): string | null => (date ? pythonIsoFormat(date) : null);
const userRef = (id: number | null): { id: number } | null => (id === null ? null : { id });

function serializeUser(user: UserAccount): Record<string, unknown> {
  return {
    id: user.id,
    roles: user.roles.map(({ id, name }) => ({ id, name })),
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    active: user.active,
    email: user.email,
    last_login: isoOrNull(user.last_login),
    login_count: user.login_count,
    fail_login_count: user.fail_login_count,
    created_on: pythonIsoFormat(user.created_on),
    changed_on: pythonIsoFormat(user.changed_on),
    created_by: userRef(user.created_by_fk),
    changed_by: userRef(user.changed_by_fk),
    groups: [],
  };
}

/** The spec of the user list; `roleExists` tells whether a role id names a role (for `rel_m_m`). */
export function userModelSpec(roleExists: (id: number) => boolean): ModelSpec<UserAccount> {
  const searchColumns: SearchColumns<UserAccount> = {
    id: { kind: 'integer', read: (user) => user.id },
    roles: { kind: 'manyToMany', read: (user) => user.roles.map((role) => role.id), exists: roleExists },
    groups: { kind: 'manyToMany', read: () => [], exists: () => false },
    first_name: { kind: 'text', read: (user) => user.first_name },
    last_name: { kind: 'text', read: (user) => user.last_name },
    username: { kind: 'text', read: (user) => user.username },
    active: { kind: 'boolean', read: (user) => user.active },
    email: { kind: 'text', read: (user) => user.email },
    last_login: { kind: 'datetime', read: (user) => user.last_login },
    login_count: { kind: 'integer', read: (user) => user.login_count },
    fail_login_count: { kind: 'integer', read: (user) => user.fail_login_count },
    created_on: { kind: 'datetime', read: (user) => user.created_on },
    changed_on: { kind: 'datetime', read: (user) => user.changed_on },
  };
  return {
    listColumns: USER_LIST_COLUMNS,
    orderColumns: USER_LIST_COLUMNS.filter((column) => column !== 'groups'),
    searchColumns,
    title: 'User',
    id: (user) => user.id,
    serialize: serializeUser,
  };
}

/** marshmallow's Length(1, 250) on the username, reported as one range. */
export const USERNAME_LENGTH: [number, number] = [1, 250];

const userBodyProperties = {
  active: { type: 'boolean' },
  email: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  password: { type: 'string' },
  roles: { type: 'array', items: { type: 'integer' } },
  groups: { type: 'array', items: { type: 'integer' } },
  username: { type: 'string', minLength: USERNAME_LENGTH[0], maxLength: USERNAME_LENGTH[1] },
} as const;

export const userPostBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'first_name', 'last_name', 'password', 'username'],
  properties: userBodyProperties,
} as const;

export const userPutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: userBodyProperties,
} as const;

export type UserPostBody = FromSchema<typeof userPostBodySchema>;
export type UserBody = FromSchema<typeof userPutBodySchema>;

const field = (name: string, label: string, type: string, required: boolean, validate?: string[]): FieldInfo => ({
  name,
  label,
  required,
  type,
  unique: false,
  ...(validate ? { validate } : {}),
});

function userFields(post: boolean): FieldInfo[] {
  return [
    field('roles', 'Roles', 'List', false),
    field('first_name', 'First Name', 'String', post),
    field('last_name', 'Last Name', 'String', post),
    field('username', 'Username', 'String', post, ['<Length(min=1, max=250, equal=None, error=None)>']),
    field('active', 'Active', 'Boolean', false),
    field('email', 'Email', 'String', post),
    field('password', 'Password', 'String', post, ['<PasswordComplexityValidator(error=None)>']),
    field('groups', 'Groups', 'List', false),
  ];
}

export function userInfoSpec(spec: ModelSpec<UserAccount>): InfoSpec {
  return {
    title: 'User',
    addColumns: userFields(true),
    editColumns: userFields(false),
    filters: filtersInfo(spec.searchColumns),
  };
}
