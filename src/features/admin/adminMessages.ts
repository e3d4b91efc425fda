/** The admin pages' texts: Superset's own where its List Users and List Roles pages have them. */

/** Fills each '%s' in turn. */
export function fillTemplate(template: string, ...values: string[]): string {
  return values.reduce((text, value) => text.replace('%s', value), template);
}

export const NO_ACCESS_TEXT = 'Only administrators can manage users and roles.';

export const USER_CREATED = 'The user has been created successfully.';
export const USER_UPDATED = 'The user has been updated successfully.';
export const USER_CREATE_FAILED = 'There was an error creating the user. Please, try again.';
export const USER_UPDATE_FAILED = 'There was an error updating the user. Please, try again.';
export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';
export const EMAIL_TAKEN = 'This email is already associated with an account. Please choose another one.';
export const PASSWORD_RESET_DONE = 'The password reset was successful';
export const USER_DELETED = 'Deleted user: %s';
export const USERS_DELETED = 'Deleted users: %s';
export const DELETE_FAILED = 'There was an issue deleting %s';
export const BULK_DELETE_FAILED = 'Error deleting %s';
export const ROLES_FETCH_FAILED = 'Error while fetching roles';
export const NO_USERS = 'No users yet';
export const NO_MATCHING_RESULTS = 'No results match your filter criteria';

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const USERNAME_REQUIRED = 'Username is required';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_CONFIRM_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DIFFER = 'Passwords do not match!';
// Superset's form also offers groups, hence its 'role or group'; ours edits roles only.
export const ROLE_REQUIRED = 'Please select at least one role';

export const ROLE_CREATED = 'The role has been created successfully.';
export const ROLE_UPDATED = 'The role has been updated successfully.';
export const ROLE_DUPLICATED = 'The role has been duplicated successfully.';
export const ROLE_CREATE_FAILED = 'There was an error creating the role. Please, try again.';
export const ROLE_UPDATE_FAILED = 'There was an error updating the role. Please, try again.';
export const ROLE_DUPLICATE_FAILED = 'There was an error duplicating the role. Please, try again.';
export const ROLE_DELETED = 'Deleted role: %s';
export const ROLES_DELETED = 'Deleted roles: %s';
export const ROLE_NAME_REQUIRED = 'Role name is required';
export const USERS_FETCH_FAILED = 'There was an error while fetching users';
export const ROLE_USERS_LOAD_FAILED = 'There was an error loading users.';
export const PERMISSIONS_LOAD_FAILED = 'There was an error loading permissions.';
export const NO_ROLES = 'No roles yet';
