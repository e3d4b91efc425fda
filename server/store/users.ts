import { hashPassword } from '../auth/passwords';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';
import { ReadCache } from './readCache';
import { DuplicateValueError, UnknownIdsError, keepingAnAdmin, nextTokenEpoch } from './securityRules';
import { endSessionsOf } from './sessions';

export interface UserRecord {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  created_on: Date;
  changed_on: Date;
  /** Null until the user's first login attempt, as Flask-AppBuilder leaves it. */
  login_count: number | null;
  last_login: Date | null;
  /** API tokens issued before this moment are refused (a new password, a deactivation). */
  tokens_valid_from?: Date | null;
}

interface RoleRef {
  id: number;
  name: string;
}

/** A user as the security API shows one. */
export interface UserAccount extends UserRecord {
  fail_login_count: number | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  /** Sorted by role name. */
  roles: RoleRef[];
}

interface NewUser {
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  /** Role names; each must exist. */
  roles?: string[];
  /** Role ids; each must exist. */
  role_ids?: number[];
  /** Who creates the user (null from the command line). */
  created_by?: number | null;
}

/** A change to a user; what is left out stays as it is. `role_ids` replaces every role. */
interface UserChanges {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  password?: string;
  role_ids?: number[];
}

const USER_COLUMNS =
  'id, username, first_name, last_name, email, active, created_on, changed_on, login_count, last_login, tokens_valid_from';
const ACCOUNT_COLUMNS = `${USER_COLUMNS}, fail_login_count, created_by_fk, changed_by_fk`;

const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** Refuses a username (in any letter case, as logins match it so) or a non-empty email already in use. */
async function checkUnique(
  tx: SqlExecutor,
  values: { username?: string; email?: string },
  exceptId: number,
): Promise<void> {
  if (values.username !== undefined) {
    const taken = await tx.first('SELECT id FROM users WHERE lower(username) = lower(?) AND id <> ?', [
      values.username,
      exceptId,
    ]);
    if (taken) throw new DuplicateValueError('ab_user_username_key', 'username', values.username);
  }
  if (values.email) {
    const taken = await tx.first('SELECT id FROM users WHERE email = ? AND id <> ?', [values.email, exceptId]);
    if (taken) throw new DuplicateValueError('ab_user_email_key', 'email', values.email);
  }
}

async function roleIdsFor(tx: SqlExecutor, names: readonly string[], ids: readonly number[]): Promise<number[]> {
  const byName = names.length
    ? await tx.all<RoleRef>(`SELECT id, name FROM roles WHERE name IN (${placeholders(names)})`, [...names])
    : [];
  const missingNames = names.filter((name) => !byName.some((row) => row.name === name));
  if (missingNames.length) throw new UnknownIdsError('roles', missingNames);
  const byId = ids.length
    ? await tx.all<RoleRef>(`SELECT id, name FROM roles WHERE id IN (${placeholders(ids)})`, [...ids])
    : [];
  const missingIds = [...new Set(ids)].filter((id) => !byId.some((row) => row.id === id)).sort((a, b) => a - b);
  if (missingIds.length) throw new UnknownIdsError('roles', missingIds);
  return [...new Set([...byName.map((row) => row.id), ...byId.map((row) => row.id)])];
}

async function setRoles(tx: SqlExecutor, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.run('DELETE FROM user_roles WHERE user_id = ?', [userId]);
  for (const roleId of roleIds)
    await tx.run('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', [userId, roleId]);
}

type UserRow = Omit<UserAccount, 'roles'>;

export class UserRepository {
  /** Every authenticated request reads its user: cached until a write. */
  private readonly byId: ReadCache<number, UserRecord | null>;

  constructor(private readonly db: MetadataDatabase) {
    this.byId = new ReadCache(db);
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.byId.get(id, () => this.db.first<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]));
  }

  findByUsername(username: string): Promise<UserRecord | null> {
    return this.db.first<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE username = ?`, [username]);
  }

  /**
   * The user a login names, as Flask-AppBuilder finds them: the username in any letter case, else
   * the email address; null when nobody (or more than one user) matches.
   */
  async findForLogin(identifier: string): Promise<UserRecord | null> {
    const byUsername = await this.db.all<UserRecord>(
      `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower(?)`,
      [identifier],
    );
    if (byUsername.length === 1) return byUsername[0];
    if (byUsername.length > 1 || !identifier) return null;
    const byEmail = await this.db.all<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`, [identifier]);
    return byEmail.length === 1 ? byEmail[0] : null;
  }

  /** The stored password hash, for checking a login. */
  async passwordHashOf(userId: number): Promise<string | null> {
    const row = await this.db.first<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', [
      userId,
    ]);
    return row?.password_hash ?? null;
  }

  /** Every user with their roles, by id. */
  async listAccounts(): Promise<UserAccount[]> {
    return this.accounts(`SELECT ${ACCOUNT_COLUMNS} FROM users ORDER BY id`, []);
  }

  async findAccount(id: number): Promise<UserAccount | null> {
    const [account] = await this.accounts(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = ?`, [id]);
    return account ?? null;
  }

  private async accounts(sql: string, params: SqlParam[]): Promise<UserAccount[]> {
    const users = await this.db.all<UserRow>(sql, params);
    const memberships = await this.db.all<RoleRef & { user_id: number }>(
      'SELECT ur.user_id, r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id ORDER BY r.name, r.id',
    );
    return users.map((user) => ({
      ...user,
      roles: memberships.filter((row) => row.user_id === user.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  /** Creates a user; fails on a taken username or email and on an unknown role. */
  async create(input: NewUser): Promise<UserRecord> {
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const id = await this.db.transaction(async (tx) => {
      await checkUnique(tx, input, -1);
      const roleIds = await roleIdsFor(tx, input.roles ?? [], input.role_ids ?? []);
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO users (username, first_name, last_name, email, password_hash, active, created_on, changed_on,
                            created_by_fk, changed_by_fk)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          input.username,
          input.first_name ?? '',
          input.last_name ?? '',
          input.email ?? '',
          passwordHash,
          input.active ?? true,
          now,
          now,
          input.created_by ?? null,
          input.created_by ?? null,
        ],
      );
      if (!inserted) throw new Error('User insert returned no id');
      await setRoles(tx, inserted.id, roleIds);
      return inserted.id;
    });
    const user = await this.findById(id);
    if (!user) throw new Error(`User ${id} vanished after insert`);
    return user;
  }

  /**
   * Changes a user; false when there is none. A new password or a deactivation ends the user's
   * sessions and refuses their API tokens issued until now. Refused when it would leave no
   * active admin.
   */
  async update(id: number, changes: UserChanges, changedBy: number | null): Promise<boolean> {
    const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
    return this.db.transaction((tx) =>
      keepingAnAdmin(tx, async () => {
        const current = await tx.first<{ active: boolean }>('SELECT active FROM users WHERE id = ?', [id]);
        if (!current) return false;
        await checkUnique(tx, changes, id);
        const roleIds = changes.role_ids ? await roleIdsFor(tx, [], changes.role_ids) : undefined;

        const assignments: string[] = ['changed_on = ?', 'changed_by_fk = ?'];
        const params: SqlParam[] = [new Date(), changedBy];
        for (const column of ['username', 'first_name', 'last_name', 'email', 'active'] as const) {
          const value = changes[column];
          if (value === undefined) continue;
          assignments.push(`${column} = ?`);
          params.push(value);
        }
        if (passwordHash !== undefined) {
          assignments.push('password_hash = ?');
          params.push(passwordHash);
        }
        const loggedOut = passwordHash !== undefined || (changes.active === false && current.active);
        if (loggedOut) {
          assignments.push('tokens_valid_from = ?');
          params.push(nextTokenEpoch());
        }
        await tx.run(`UPDATE users SET ${assignments.join(', ')} WHERE id = ?`, [...params, id]);
        if (roleIds) await setRoles(tx, id, roleIds);
        if (loggedOut) await endSessionsOf(tx, id);
        return true;
      }),
    );
  }

  /** Deletes a user with their roles and sessions; false when there is none. */
  async delete(id: number): Promise<boolean> {
    return this.db.transaction((tx) =>
      keepingAnAdmin(tx, async () => {
        if (!(await tx.first('SELECT id FROM users WHERE id = ?', [id]))) return false;
        await tx.run('DELETE FROM user_roles WHERE user_id = ?', [id]);
        await endSessionsOf(tx, id);
        await tx.run('DELETE FROM users WHERE id = ?', [id]);
        return true;
      }),
    );
  }

  /** Counts a successful login, as Flask-AppBuilder does: one more login, now, no failures. */
  async recordLogin(userId: number): Promise<void> {
    await this.db.run(
      'UPDATE users SET login_count = coalesce(login_count, 0) + 1, last_login = ?, fail_login_count = 0 WHERE id = ?',
      [new Date(), userId],
    );
  }

  /** Counts a wrong password for an existing, active user. */
  async recordFailedLogin(userId: number): Promise<void> {
    await this.db.run(
      'UPDATE users SET fail_login_count = coalesce(fail_login_count, 0) + 1, login_count = coalesce(login_count, 0) WHERE id = ?',
      [userId],
    );
  }
}
