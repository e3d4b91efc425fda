import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_ROLE } from '../auth/builtinRoles';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { MetadataDatabase } from './database';
import { ChartRepository } from './charts';
import { DashboardRepository } from './dashboards';
import { DatabaseRepository } from './databases';
import { DatasetRepository } from './datasets';
import { ExploreFormDataRepository } from './exploreFormData';
import { FavouriteRepository } from './favourites';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { RoleRepository } from './roles';
import { SavedQueryRepository } from './savedQueries';
import { SessionRepository } from './sessions';
import { UserRepository, type UserRecord } from './users';

export type { DatabaseRecord, NewDatabase } from './databases';
export type { RoleGrant } from './roles';
export type { SessionRecord } from './sessions';
export type { NewUser, UserRecord } from './users';
export type { SqlExecutor, SqlParam } from './database';

export const METADATA_FILE_NAME = 'metadata.duckdb';

/**
 * Everything the server remembers between restarts, in `${dataDir}/metadata.duckdb`. Later
 * features add a migration (migrations/) and a repository here.
 */
export class MetadataStore {
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly sessions: SessionRepository;
  readonly databases: DatabaseRepository;
  readonly datasets: DatasetRepository;
  readonly favourites: FavouriteRepository;
  readonly savedQueries: SavedQueryRepository;
  readonly charts: ChartRepository;
  readonly dashboards: DashboardRepository;
  readonly exploreFormData: ExploreFormDataRepository;

  /** Checked against when a username does not exist, so both failures take as long. */
  private decoyHash: Promise<string> | null = null;

  private constructor(readonly db: MetadataDatabase) {
    this.users = new UserRepository(db);
    this.roles = new RoleRepository(db);
    this.sessions = new SessionRepository(db);
    this.databases = new DatabaseRepository(db);
    this.datasets = new DatasetRepository(db);
    this.favourites = new FavouriteRepository(db);
    this.savedQueries = new SavedQueryRepository(db);
    this.charts = new ChartRepository(db);
    this.dashboards = new DashboardRepository(db);
    this.exploreFormData = new ExploreFormDataRepository(db);
  }

  /** Opens (creating if needed) and migrates the store, and syncs the built-in roles. */
  static async open(dataDir: string): Promise<MetadataStore> {
    await mkdir(dataDir, { recursive: true });
    const db = await MetadataDatabase.open(path.join(dataDir, METADATA_FILE_NAME));
    try {
      await migrate(db, MIGRATIONS);
      const store = new MetadataStore(db);
      await store.roles.syncBuiltinRoles();
      await store.sessions.deleteExpired();
      return store;
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  /**
   * Creates the `admin` user with the Admin role on first start. An existing admin keeps its
   * password. Returns whether the user was created now.
   */
  async ensureAdminUser(password: string): Promise<{ user: UserRecord; created: boolean }> {
    const existing = await this.users.findByUsername('admin');
    if (existing) return { user: existing, created: false };
    const user = await this.users.create({
      username: 'admin',
      password,
      first_name: 'Superset',
      last_name: 'Admin',
      email: 'admin@localhost',
      roles: [ADMIN_ROLE],
    });
    return { user, created: true };
  }

  /** The active user with these credentials, or null. */
  async checkCredentials(username: string, password: string): Promise<UserRecord | null> {
    const user = await this.users.findByUsername(username);
    const hash = user ? await this.users.passwordHashOf(user.id) : null;
    if (!user || !hash) {
      this.decoyHash ??= hashPassword('decoy password');
      await verifyPassword(password, await this.decoyHash);
      return null;
    }
    const matches = await verifyPassword(password, hash);
    return matches && user.active ? user : null;
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
