import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_ROLE } from '../auth/builtinRoles';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { MetadataDatabase } from './database';
import { AnnotationRepository } from './annotations';
import { ChartRepository } from './charts';
import { DashboardFilterStateRepository } from './dashboardFilterStates';
import { DashboardPermalinkRepository } from './dashboardPermalinks';
import { DashboardRepository } from './dashboards';
import { DatabaseRepository } from './databases';
import { DatasetRepository } from './datasets';
import { ExploreFormDataRepository } from './exploreFormData';
import { FavouriteRepository } from './favourites';
import { KeyValueRepository } from './keyValues';
import { LogRepository } from './logs';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { PermissionViewRepository } from './permissionViews';
import { QueryRepository } from './queries';
import { ReportExecutionLogRepository } from './reportExecutionLogs';
import { ReportRepository } from './reports';
import { RoleRepository } from './roles';
import { SavedQueryRepository } from './savedQueries';
import { SessionRepository } from './sessions';
import { TableSchemaRepository } from './tableSchemas';
import { TabStateRepository } from './tabStates';
import { UserRepository, type UserRecord } from './users';

export type { DatabaseRecord, NewDatabase } from './databases';
export type { RoleGrant, RoleSummary } from './roles';
export type { NamedRow, PermissionViewRow } from './permissionViews';
export type { SessionRecord } from './sessions';
export type { UserAccount, UserRecord } from './users';

export const METADATA_FILE_NAME = 'metadata.duckdb';

/**
 * Everything the server remembers between restarts, in `${dataDir}/metadata.duckdb`. Later
 * features add a migration (migrations/) and a repository here.
 */
export class MetadataStore {
  readonly users: UserRepository;
  readonly roles: RoleRepository;
  readonly permissionViews: PermissionViewRepository;
  readonly sessions: SessionRepository;
  readonly databases: DatabaseRepository;
  readonly datasets: DatasetRepository;
  readonly favourites: FavouriteRepository;
  readonly savedQueries: SavedQueryRepository;
  readonly charts: ChartRepository;
  readonly annotations: AnnotationRepository;
  readonly dashboards: DashboardRepository;
  readonly dashboardFilterStates: DashboardFilterStateRepository;
  readonly dashboardPermalinks: DashboardPermalinkRepository;
  readonly exploreFormData: ExploreFormDataRepository;
  readonly keyValues: KeyValueRepository;
  readonly logs: LogRepository;
  readonly queries: QueryRepository;
  readonly reports: ReportRepository;
  readonly reportExecutionLogs: ReportExecutionLogRepository;
  readonly tabStates: TabStateRepository;
  readonly tableSchemas: TableSchemaRepository;

  /** Checked against when a username does not exist, so both failures take as long. */
  private decoyHash: Promise<string> | null = null;

  private constructor(readonly db: MetadataDatabase) {
    this.users = new UserRepository(db);
    this.roles = new RoleRepository(db);
    this.permissionViews = new PermissionViewRepository(db);
    this.sessions = new SessionRepository(db);
    this.databases = new DatabaseRepository(db);
    this.datasets = new DatasetRepository(db);
    this.favourites = new FavouriteRepository(db);
    this.savedQueries = new SavedQueryRepository(db);
    this.charts = new ChartRepository(db);
    this.annotations = new AnnotationRepository(db);
    this.dashboards = new DashboardRepository(db);
    this.dashboardFilterStates = new DashboardFilterStateRepository(db);
    this.exploreFormData = new ExploreFormDataRepository(db);
    this.keyValues = new KeyValueRepository(db);
    this.logs = new LogRepository(db);
    this.dashboardPermalinks = new DashboardPermalinkRepository(db, this.keyValues);
    this.queries = new QueryRepository(db);
    this.reports = new ReportRepository(db);
    this.reportExecutionLogs = new ReportExecutionLogRepository(db);
    this.tabStates = new TabStateRepository(db);
    this.tableSchemas = new TableSchemaRepository(db);
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
   * Creates the `admin` user with the Admin role on first start, that is while nobody holds an
   * admin role (a data folder prepared with `npm run users` may hold other users already). An
   * existing admin keeps its password, and a deleted `admin` does not come back while another
   * admin exists. Returns the `admin` user (null when there is none) and whether it was created now.
   */
  async ensureAdminUser(password: string): Promise<{ user: UserRecord | null; created: boolean }> {
    const existing = await this.users.findByUsername('admin');
    if (existing) return { user: existing, created: false };
    const admins = await this.db.first<{ holders: bigint | number }>(
      `SELECT count(*) AS holders FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE lower(r.name) = 'admin'`,
    );
    if (Number(admins?.holders ?? 0) > 0) return { user: null, created: false };
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

  /**
   * The active user with these credentials, or null. As Flask-AppBuilder: the name may be the
   * username (any letter case) or the email address; an empty password never matches; a wrong
   * password counts a failed login, a right one a login.
   */
  async checkCredentials(username: string, password: string): Promise<UserRecord | null> {
    if (!username || password.replace(/\0/g, '') === '') return null;
    const user = await this.users.findForLogin(username);
    const hash = user?.active ? await this.users.passwordHashOf(user.id) : null;
    if (!user || !hash) {
      this.decoyHash ??= hashPassword('decoy password');
      await verifyPassword(password, await this.decoyHash);
      return null;
    }
    if (!(await verifyPassword(password, hash))) {
      await this.users.recordFailedLogin(user.id);
      return null;
    }
    await this.users.recordLogin(user.id);
    return (await this.users.findById(user.id)) ?? user;
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
