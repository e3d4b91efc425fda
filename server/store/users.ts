import { hashPassword } from '../auth/passwords';
import type { MetadataDatabase } from './database';

export interface UserRecord {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  created_on: Date;
  changed_on: Date;
  login_count: number;
  last_login: Date | null;
}

export interface NewUser {
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  /** Role names; each must exist. */
  roles: string[];
}

const USER_COLUMNS =
  'id, username, first_name, last_name, email, active, created_on, changed_on, login_count, last_login';

export class UserRepository {
  constructor(private readonly db: MetadataDatabase) {}

  findById(id: number): Promise<UserRecord | null> {
    return this.db.first<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, [id]);
  }

  findByUsername(username: string): Promise<UserRecord | null> {
    return this.db.first<UserRecord>(
      `SELECT ${USER_COLUMNS} FROM users WHERE username = ?`,
      [username],
    );
  }

  /** The stored password hash, for checking a login. */
  async passwordHashOf(userId: number): Promise<string | null> {
    const row = await this.db.first<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?', [userId]);
    return row?.password_hash ?? null;
  }

  /** Creates a user with the given roles; fails if the username is taken or a role is unknown. */
  async create(input: NewUser): Promise<UserRecord> {
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const id = await this.db.transaction(async (tx) => {
      const roleRows = input.roles.length
        ? await tx.all<{ id: number; name: string }>(
            `SELECT id, name FROM roles WHERE name IN (${input.roles.map(() => '?').join(', ')})`,
            input.roles,
          )
        : [];
      const missing = input.roles.filter((name) => !roleRows.some((row) => row.name === name));
      if (missing.length) throw new Error(`Unknown role(s): ${missing.join(', ')}`);
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO users (username, first_name, last_name, email, password_hash, active, created_on, changed_on)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          input.username,
          input.first_name ?? '',
          input.last_name ?? '',
          input.email ?? '',
          passwordHash,
          input.active ?? true,
          now,
          now,
        ],
      );
      if (!inserted) throw new Error('User insert returned no id');
      for (const role of roleRows) {
        await tx.run('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', [inserted.id, role.id]);
      }
      return inserted.id;
    });
    const user = await this.findById(id);
    if (!user) throw new Error(`User ${id} vanished after insert`);
    return user;
  }

  /** Counts a successful login. */
  async recordLogin(userId: number): Promise<void> {
    await this.db.run('UPDATE users SET login_count = login_count + 1, last_login = ? WHERE id = ?', [
      new Date(),
      userId,
    ]);
  }
}
