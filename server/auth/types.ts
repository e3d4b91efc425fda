import type { RoleGrant, UserRecord } from '../store';

/** The user a request acts as, with the roles (and their pairs) they hold. */
export interface AuthenticatedUser extends UserRecord {
  roles: RoleGrant[];
}

/** How the request proved who it is; cookie-authenticated writes need a CSRF token. */
export type AuthMethod = 'session' | 'bearer';
