/**
 * Flask-AppBuilder's security API (FAB_ADD_SECURITY_API) as Superset's List Users and List Roles pages
 * use it: users, roles, and the permission/view pairs a role is made of. Every list is cached per
 * request; every write invalidates the lists it changes (a user's roles are a role's users).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { api, clientBaseQuery } from './baseApi';
import type { ListFilter } from './databases';
import type { ClientError } from './types';

/** FAB's FAB_API_MAX_PAGE_SIZE default: a list never answers more rows than this per page. */
const SECURITY_API_MAX_PAGE_SIZE = 100;
export const USER_LIST_PAGE_SIZE = 25;
export const ROLE_LIST_PAGE_SIZE = 25;
/** Ids per `id in` request, so that the address stays short. */
const IDS_PER_REQUEST = 100;

export interface NamedRef {
  id: number;
  name: string;
}

/** One row of `GET /api/v1/security/users/`: counts and last login are null until a first login. */
export interface SecurityUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: NamedRef[];
  groups?: NamedRef[];
  login_count: number | null;
  fail_login_count: number | null;
  last_login: string | null;
  created_on?: string | null;
  changed_on?: string | null;
  created_by?: { id: number } | null;
  changed_by?: { id: number } | null;
}

/** The body of POST (all but `active` required) and PUT (all optional) on a user; `roles` are ids. */
export interface SecurityUserWriteBody {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  active?: boolean;
  /** In a PUT, a new password replaces the old one. */
  password?: string;
  roles?: number[];
}

/** One row of `GET /api/v1/security/roles/search/`. */
export interface SecurityRole {
  id: number;
  name: string;
  permission_ids: number[];
  user_ids: number[];
  group_ids?: number[];
}

/** One permission/view pair of `GET /api/v1/security/permissions-resources/`. */
export interface PermissionResource {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

interface Page<Item> {
  count: number;
  result: Item[];
}

interface SecurityListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export const USER_LIST_SORT_COLUMNS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'last_login',
  'login_count',
] as const;
export type UserListSortColumn = (typeof USER_LIST_SORT_COLUMNS)[number];
export type UserSearchColumn = 'username' | 'first_name' | 'last_name' | 'email';

/** What the users page filters by; an undefined field is no filter. */
export interface UserListFilterValues {
  /** Text searched (contains, any case) in `searchColumn`. */
  search?: string;
  searchColumn?: UserSearchColumn;
  roleId?: number;
  active?: boolean;
}

export interface UserListRequest extends UserListFilterValues {
  orderColumn?: UserListSortColumn;
  orderDirection?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** The rison `q` of the users list: FAB filters `ct` (text), `rel_m_m` (roles) and `eq` (active). */
export function userListRison({
  search,
  searchColumn = 'username',
  roleId,
  active,
  orderColumn = 'username',
  orderDirection = 'asc',
  page = 0,
  pageSize = USER_LIST_PAGE_SIZE,
}: UserListRequest = {}): SecurityListQuery {
  const filters: ListFilter[] = [];
  const text = search?.trim() ?? '';
  if (text) filters.push({ col: searchColumn, opr: 'ct', value: text });
  if (roleId !== undefined) filters.push({ col: 'roles', opr: 'rel_m_m', value: roleId });
  if (active !== undefined) filters.push({ col: 'active', opr: 'eq', value: active });
  return {
    order_column: orderColumn,
    order_direction: orderDirection,
    page,
    page_size: pageSize,
    ...(filters.length ? { filters } : {}),
  };
}

/** What the roles page filters by. Superset's role search reads only each filter's column and value. */
export interface RoleListRequest {
  name?: string;
  userId?: number;
  permissionId?: number;
  orderDirection?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export function roleListRison({
  name,
  userId,
  permissionId,
  orderDirection = 'asc',
  page = 0,
  pageSize = ROLE_LIST_PAGE_SIZE,
}: RoleListRequest = {}): SecurityListQuery {
  const filters: ListFilter[] = [];
  const text = name?.trim() ?? '';
  if (text) filters.push({ col: 'name', opr: 'ct', value: text });
  if (userId !== undefined) filters.push({ col: 'user_ids', opr: 'rel_o_m', value: userId });
  if (permissionId !== undefined) filters.push({ col: 'permission_ids', opr: 'rel_o_m', value: permissionId });
  return {
    order_column: 'name',
    order_direction: orderDirection,
    page,
    page_size: pageSize,
    ...(filters.length ? { filters } : {}),
  };
}

/** The users a picker offers for a typed text: usernames containing it, first page, by username. */
export function userSearchRison(search: string): SecurityListQuery {
  const text = search.trim();
  return {
    order_column: 'username',
    order_direction: 'asc',
    page: 0,
    page_size: SECURITY_API_MAX_PAGE_SIZE,
    ...(text ? { filters: [{ col: 'username', opr: 'ct', value: text }] } : {}),
  };
}

type FetchResult<T> = { data: T } | { error: ClientError };

/** Every row of a FAB list, page after page of the largest size the server allows. */
async function fetchAllPages<Item>(
  endpoint: string,
  filters: ListFilter[] | undefined,
  queryApi: BaseQueryApi,
): Promise<FetchResult<Item[]>> {
  const rows: Item[] = [];
  for (let page = 0; ; page += 1) {
    const rison = { page, page_size: SECURITY_API_MAX_PAGE_SIZE, ...(filters ? { filters } : {}) };
    const reply = await clientBaseQuery({ endpoint, rison }, queryApi, {});
    if (reply.error) return { error: reply.error };
    const { count = 0, result = [] } = (reply.data ?? {}) as Partial<Page<Item>>;
    rows.push(...result);
    if (result.length === 0 || rows.length >= count) return { data: rows };
  }
}

function pageOf<Item>(raw: Partial<Page<Item>> | null): Page<Item> {
  const result = raw?.result ?? [];
  return { count: raw?.count ?? result.length, result };
}

const USER_LIST_TAG = { type: 'SecurityUser', id: 'LIST' } as const;
const ROLE_LIST_TAG = { type: 'SecurityRole', id: 'LIST' } as const;

export const securityAdminApi = api
  .enhanceEndpoints({ addTagTypes: ['SecurityUser', 'SecurityRole', 'PermissionResource'] })
  .injectEndpoints({
    endpoints: (builder) => ({
      getSecurityUsers: builder.query<Page<SecurityUser>, SecurityListQuery>({
        query: (rison) => ({ endpoint: '/api/v1/security/users/', rison }),
        transformResponse: (raw: Partial<Page<SecurityUser>> | null) => pageOf(raw),
        providesTags: (page) => [
          USER_LIST_TAG,
          ...(page?.result ?? []).map((user) => ({ type: 'SecurityUser' as const, id: user.id })),
        ],
      }),
      /** The users with these ids (a role's users), by `id in`, a hundred ids a request. */
      getSecurityUsersByIds: builder.query<SecurityUser[], number[]>({
        async queryFn(ids, queryApi) {
          const users: SecurityUser[] = [];
          for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
            const chunk = ids.slice(start, start + IDS_PER_REQUEST);
            const reply = await fetchAllPages<SecurityUser>(
              '/api/v1/security/users/',
              [{ col: 'id', opr: 'in', value: chunk }],
              queryApi,
            );
            if ('error' in reply) return reply;
            users.push(...reply.data);
          }
          return { data: users };
        },
        providesTags: (users) => [
          USER_LIST_TAG,
          ...(users ?? []).map((user) => ({ type: 'SecurityUser' as const, id: user.id })),
        ],
      }),
      createSecurityUser: builder.mutation<{ id: number }, SecurityUserWriteBody>({
        query: (body) => ({ method: 'POST', endpoint: '/api/v1/security/users/', jsonPayload: body }),
        invalidatesTags: [USER_LIST_TAG, ROLE_LIST_TAG],
      }),
      updateSecurityUser: builder.mutation<SecurityUserWriteBody, { id: number; body: SecurityUserWriteBody }>({
        query: ({ id, body }) => ({ method: 'PUT', endpoint: `/api/v1/security/users/${id}`, jsonPayload: body }),
        transformResponse: (raw: { result?: SecurityUserWriteBody } | null) => raw?.result ?? {},
        invalidatesTags: (_result, _error, { id }) => [{ type: 'SecurityUser', id }, USER_LIST_TAG, ROLE_LIST_TAG],
      }),
      deleteSecurityUser: builder.mutation<void, number>({
        query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/security/users/${id}` }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, _error, id) => [{ type: 'SecurityUser', id }, USER_LIST_TAG, ROLE_LIST_TAG],
      }),
      /** Users whose username contains the text: the options of a user picker. */
      searchSecurityUsers: builder.query<SecurityUser[], string>({
        query: (search) => ({ endpoint: '/api/v1/security/users/', rison: userSearchRison(search) }),
        transformResponse: (raw: Partial<Page<SecurityUser>> | null) => pageOf(raw).result,
        providesTags: [USER_LIST_TAG],
      }),
      /** Every role by id and name (FAB's plain role list, as Superset's user form reads it). */
      getAllRoles: builder.query<NamedRef[], void>({
        queryFn: (_arg, queryApi) => fetchAllPages<NamedRef>('/api/v1/security/roles/', undefined, queryApi),
        providesTags: [ROLE_LIST_TAG],
      }),
      searchRoles: builder.query<Page<SecurityRole>, SecurityListQuery>({
        query: (rison) => ({ endpoint: '/api/v1/security/roles/search/', rison }),
        transformResponse: (raw: Partial<Page<SecurityRole>> | null) => pageOf(raw),
        providesTags: (page) => [
          ROLE_LIST_TAG,
          ...(page?.result ?? []).map((role) => ({ type: 'SecurityRole' as const, id: role.id })),
        ],
      }),
      createRole: builder.mutation<{ id: number }, { name: string }>({
        query: (body) => ({ method: 'POST', endpoint: '/api/v1/security/roles/', jsonPayload: body }),
        invalidatesTags: [ROLE_LIST_TAG],
      }),
      renameRole: builder.mutation<void, { id: number; name: string }>({
        query: ({ id, name }) => ({ method: 'PUT', endpoint: `/api/v1/security/roles/${id}`, jsonPayload: { name } }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'SecurityRole', id }, ROLE_LIST_TAG, USER_LIST_TAG],
      }),
      /** Replaces the role's pairs. The path has no trailing slash: FAB answers 405 to `/permissions/`. */
      setRolePermissions: builder.mutation<void, { id: number; permissionIds: number[] }>({
        query: ({ id, permissionIds }) => ({
          method: 'POST',
          endpoint: `/api/v1/security/roles/${id}/permissions`,
          jsonPayload: { permission_view_menu_ids: permissionIds },
        }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'SecurityRole', id }, ROLE_LIST_TAG],
      }),
      /** Replaces the role's users. */
      setRoleUsers: builder.mutation<void, { id: number; userIds: number[] }>({
        query: ({ id, userIds }) => ({
          method: 'PUT',
          endpoint: `/api/v1/security/roles/${id}/users`,
          jsonPayload: { user_ids: userIds },
        }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'SecurityRole', id }, ROLE_LIST_TAG, USER_LIST_TAG],
      }),
      deleteRole: builder.mutation<void, number>({
        query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/security/roles/${id}` }),
        transformResponse: () => undefined,
        invalidatesTags: (_result, _error, id) => [{ type: 'SecurityRole', id }, ROLE_LIST_TAG, USER_LIST_TAG],
      }),
      /** Every permission/view pair there is (a couple of hundred), in pages of a hundred. */
      getPermissionResources: builder.query<PermissionResource[], void>({
        queryFn: (_arg, queryApi) =>
          fetchAllPages<PermissionResource>('/api/v1/security/permissions-resources/', undefined, queryApi),
        providesTags: [{ type: 'PermissionResource', id: 'LIST' }],
      }),
    }),
  });

export const {
  useGetSecurityUsersQuery,
  useGetSecurityUsersByIdsQuery,
  useCreateSecurityUserMutation,
  useUpdateSecurityUserMutation,
  useDeleteSecurityUserMutation,
  useSearchSecurityUsersQuery,
  useGetAllRolesQuery,
  useSearchRolesQuery,
  useCreateRoleMutation,
  useRenameRoleMutation,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  useDeleteRoleMutation,
  useGetPermissionResourcesQuery,
} = securityAdminApi;
