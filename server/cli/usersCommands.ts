import type { MetadataStore, UserAccount } from '../store';
import { DuplicateValueError, RefusedChangeError, UnknownIdsError } from '../store/securityRules';

/**
 * The `users` command's actions on an open metadata store, through the same repositories (and so
 * the same rules) as the security API: a new password or a deactivation ends the user's sessions
 * and tokens, the last active admin stays.
 */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

export interface NewUserOptions {
  username: string;
  roles: string[];
  firstName?: string;
  lastName?: string;
  email?: string;
}

const USERNAME_MAX_LENGTH = 250;

/** The store's refusals, worded for a terminal. */
function explain(error: unknown, roleNames: string[]): never {
  if (error instanceof DuplicateValueError) {
    throw new CommandError(
      error.column === 'username'
        ? `A user named "${error.value}" already exists.`
        : `The email address ${error.value} belongs to another user.`,
    );
  }
  if (error instanceof UnknownIdsError) {
    throw new CommandError(`Unknown role: ${error.missing.join(', ')}. The roles are: ${roleNames.join(', ')}.`);
  }
  if (error instanceof RefusedChangeError) throw new CommandError(error.message);
  throw error;
}

export function checkPassword(password: string): void {
  if (password.replace(/\0/g, '') === '') throw new CommandError('The password must not be empty.');
}

export async function createUser(store: MetadataStore, options: NewUserOptions, password: string): Promise<string> {
  if (options.username.length < 1 || options.username.length > USERNAME_MAX_LENGTH) {
    throw new CommandError(`The username must be 1 to ${USERNAME_MAX_LENGTH} characters long.`);
  }
  if (options.roles.length === 0) throw new CommandError('Give the new user at least one role (--role).');
  checkPassword(password);
  const roleNames = (await store.roles.listRoleRefs()).map((role) => role.name);
  try {
    await store.users.create({
      username: options.username,
      password,
      roles: options.roles,
      first_name: options.firstName,
      last_name: options.lastName,
      email: options.email,
    });
  } catch (error) {
    explain(error, roleNames);
  }
  return `Created the user ${options.username} (${options.roles.join(', ')}).`;
}

async function accountNamed(store: MetadataStore, username: string): Promise<UserAccount> {
  const user = await store.users.findByUsername(username);
  const account = user ? await store.users.findAccount(user.id) : null;
  if (!account) throw new CommandError(`There is no user named "${username}".`);
  return account;
}

export async function resetPassword(store: MetadataStore, username: string, password: string): Promise<string> {
  checkPassword(password);
  const account = await accountNamed(store, username);
  await store.users.update(account.id, { password }, null).catch((error: unknown) => explain(error, []));
  return `Changed the password of ${username}; their sessions and API tokens have ended.`;
}

export async function setActive(store: MetadataStore, username: string, active: boolean): Promise<string> {
  const account = await accountNamed(store, username);
  if (account.active === active) return `${username} is already ${active ? 'active' : 'inactive'}.`;
  await store.users.update(account.id, { active }, null).catch((error: unknown) => explain(error, []));
  return active ? `Activated ${username}.` : `Deactivated ${username}; their sessions and API tokens have ended.`;
}

const formatDate = (date: Date | null): string => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : 'never');

/** Every user as an aligned text table (no passwords, no hashes). */
export async function listUsers(store: MetadataStore): Promise<string> {
  const accounts = await store.users.listAccounts();
  const header = ['ID', 'USERNAME', 'NAME', 'EMAIL', 'ACTIVE', 'ROLES', 'LAST LOGIN'];
  const rows = accounts.map((account) => [
    String(account.id),
    account.username,
    [account.first_name, account.last_name].filter(Boolean).join(' '),
    account.email,
    account.active ? 'yes' : 'no',
    account.roles.map((role) => role.name).join(', '),
    formatDate(account.last_login),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
