/** Sign-in, sign-out and the current user (plain functions: the shell calls them once). */
import { makeUrl, request } from './client';

export type RolePermissions = Record<string, [string, string][]>;

/** The user as Superset's bootstrap payload and `/api/v1/me/roles/` describe it. */
export interface BootstrapUser {
  username?: string;
  firstName?: string;
  lastName?: string;
  userId?: number;
  isActive?: boolean;
  isAnonymous?: boolean;
  createdOn?: string;
  email?: string;
  roles: RolePermissions;
  permissions: { database_access?: string[]; datasource_access?: string[] };
}

interface LoginResult {
  /** Where to go next, as the server says. */
  redirect: string;
}

/**
 * POSTs `{username, password, next}` as JSON to `/login/`. Resolves with the server's redirect
 * (falling back to `next`, then '/'); rejects with a ClientError carrying the server's message,
 * e.g. 'Invalid login. Please try again.'. A 401 here never redirects to the login page.
 */
export async function login(username: string, password: string, next?: string): Promise<LoginResult> {
  const { json } = await request<{ result?: { redirect?: unknown } } | null>({
    method: 'POST',
    endpoint: '/login/',
    jsonPayload: { username, password, next },
    ignoreUnauthorized: true,
  });
  const redirect = json?.result?.redirect;
  return { redirect: typeof redirect === 'string' && redirect ? redirect : (next ?? '/') };
}

/** The sign-out page under the app root (a full navigation: the server clears the session). */
export function logoutUrl(): string {
  return makeUrl('/logout/');
}

/** The signed-in user with roles and permissions, from `/api/v1/me/roles/`. */
export async function fetchCurrentUserWithRoles(): Promise<BootstrapUser> {
  const { json } = await request<{ result?: Partial<BootstrapUser> | null }>({
    endpoint: '/api/v1/me/roles/',
    ignoreUnauthorized: true,
  });
  const user = json?.result ?? {};
  return { ...user, roles: user.roles ?? {}, permissions: user.permissions ?? {} };
}
