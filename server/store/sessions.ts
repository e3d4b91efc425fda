import { randomBytes } from 'node:crypto';
import type { MetadataDatabase, SqlExecutor } from './database';

export interface SessionRecord {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: Date;
  expires_on: Date;
}

/** Ends every browser session of the user (inside the caller's transaction, or not). */
export async function endSessionsOf(executor: SqlExecutor, userId: number): Promise<void> {
  await executor.run('DELETE FROM sessions WHERE user_id = ?', [userId]);
}

/** Login sessions, kept in the metadata database so they survive a restart. */
export class SessionRepository {
  constructor(private readonly db: MetadataDatabase) {}

  async create(userId: number, lifetimeSeconds: number): Promise<SessionRecord> {
    const now = new Date();
    const session: SessionRecord = {
      id: randomBytes(32).toString('hex'),
      user_id: userId,
      csrf_token: randomBytes(32).toString('hex'),
      created_on: now,
      expires_on: new Date(now.getTime() + lifetimeSeconds * 1000),
    };
    await this.db.run('INSERT INTO sessions (id, user_id, csrf_token, created_on, expires_on) VALUES (?, ?, ?, ?, ?)', [
      session.id,
      session.user_id,
      session.csrf_token,
      session.created_on,
      session.expires_on,
    ]);
    return session;
  }

  /** The session, unless it does not exist or has expired. */
  findValid(id: string): Promise<SessionRecord | null> {
    return this.db.first<SessionRecord>(
      'SELECT id, user_id, csrf_token, created_on, expires_on FROM sessions WHERE id = ? AND expires_on > ?',
      [id, new Date()],
    );
  }

  async delete(id: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE id = ?', [id]);
  }

  /** Ends every session of the user (a deactivation or a new password logs them out everywhere). */
  deleteForUser(userId: number): Promise<void> {
    return endSessionsOf(this.db, userId);
  }

  async deleteExpired(): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE expires_on <= ?', [new Date()]);
  }
}
