/**
 * The matrix's users and objects, made through the server's own API (so that the embedded server
 * and Superset get the same ones): a user per built-in role, objects owned by the built-in `admin`,
 * and objects owned by each caller. Where a role cannot make its own object (no permission, no
 * access to the dataset), its "own" object is the admin's: the row's answer is then the refusal.
 */
import rison from 'rison';
import {
  MATRIX_CALLERS,
  MATRIX_PASSWORD,
  MATRIX_USERS,
  type FreshObjects,
  type MatrixCaller,
  type MatrixClient,
  type MatrixFixtures,
  type MatrixRequest,
  type MatrixResponse,
  type MatrixSession,
  type MatrixUserCaller,
  type OwnedObjects,
} from './permissionMatrixTypes';

export interface MatrixSetup {
  fixtures: MatrixFixtures;
  /** Each caller's session; null for anonymous. The deactivated user's outlived its deactivation. */
  sessions: Record<MatrixCaller, MatrixSession | null>;
  fresh(caller: MatrixCaller): FreshObjects;
}

type JsonObject = Record<string, unknown>;

function parse(response: MatrixResponse): JsonObject {
  try {
    const value: unknown = JSON.parse(response.body);
    return typeof value === 'object' && value !== null ? (value as JsonObject) : {};
  } catch {
    return {};
  }
}

function isSuccess(response: MatrixResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

export function risonQuery(args: JsonObject): string {
  return `?q=${encodeURIComponent(rison.encode(args))}`;
}

const USER_CALLERS = MATRIX_CALLERS.filter((caller): caller is MatrixUserCaller => caller !== 'anonymous');

/** Fails loudly when fixture making is refused: the matrix would otherwise test the wrong thing. */
async function must(client: MatrixClient, session: MatrixSession, request: MatrixRequest): Promise<JsonObject> {
  const response = await client.send(session, request);
  if (!isSuccess(response))
    throw new Error(`${request.method} ${request.url}: ${response.status} ${response.body.slice(0, 300)}`);
  return parse(response);
}

async function findId(
  client: MatrixClient,
  admin: MatrixSession,
  url: string,
  match: (row: JsonObject) => boolean,
): Promise<number | null> {
  const body = await must(client, admin, { method: 'GET', url });
  const row = (body.result as JsonObject[]).find(match);
  return row ? Number(row.id) : null;
}

/**
 * Creates (or, on Superset, brings back to the wanted state) the matrix users, logs each in,
 * makes the objects, and deactivates `matrix_deactivated` with its session still held.
 */
export async function setUpMatrix(client: MatrixClient, adminPassword: string): Promise<MatrixSetup> {
  const admin = await client.login('admin', adminPassword);
  const runTag = Date.now().toString(36);
  let counter = 0;
  const unique = (prefix: string): string => `${prefix}_${runTag}_${(counter += 1)}`;

  const roles = await must(client, admin, {
    method: 'GET',
    url: `/api/v1/security/roles/${risonQuery({ page_size: 100 })}`,
  });
  const roleIds = new Map((roles.result as JsonObject[]).map((role) => [String(role.name), Number(role.id)]));
  const roleId = (name: string): number => {
    const id = roleIds.get(name);
    if (id === undefined) throw new Error(`No role ${name}`);
    return id;
  };

  const userIds = {} as Record<MatrixUserCaller, number>;
  for (const caller of USER_CALLERS) {
    const { username, roles: roleNames } = MATRIX_USERS[caller];
    const fields = {
      first_name: 'Matrix',
      last_name: caller,
      email: `${username}@example.com`,
      active: true,
      roles: roleNames.map(roleId),
    };
    const filter = risonQuery({ filters: [{ col: 'username', opr: 'eq', value: username }] });
    const existing = await findId(
      client,
      admin,
      `/api/v1/security/users/${filter}`,
      (row) => row.username === username,
    );
    if (existing === null) {
      const created = await must(client, admin, {
        method: 'POST',
        url: '/api/v1/security/users/',
        json: { ...fields, username, password: MATRIX_PASSWORD },
      });
      userIds[caller] = Number(created.id);
    } else {
      await must(client, admin, {
        method: 'PUT',
        url: `/api/v1/security/users/${existing}`,
        json: { ...fields, password: MATRIX_PASSWORD },
      });
      userIds[caller] = existing;
    }
  }
  const sessions = { anonymous: null } as Record<MatrixCaller, MatrixSession | null>;
  for (const caller of USER_CALLERS)
    sessions[caller] = await client.login(MATRIX_USERS[caller].username, MATRIX_PASSWORD);

  const databaseId = await findId(client, admin, '/api/v1/database/', (row) => row.database_name === 'examples');
  const ordersFilter = risonQuery({ filters: [{ col: 'table_name', opr: 'eq', value: 'orders' }] });
  const ordersDatasetId = await findId(
    client,
    admin,
    `/api/v1/dataset/${ordersFilter}`,
    (row) => row.schema === 'sales',
  );
  if (databaseId === null || ordersDatasetId === null)
    throw new Error('The examples database or its sales.orders dataset is missing');

  const victim = await must(client, admin, {
    method: 'POST',
    url: '/api/v1/security/users/',
    json: {
      first_name: 'Victim',
      last_name: 'User',
      username: unique('matrix_victim'),
      email: `${unique('victim')}@example.com`,
      active: true,
      roles: [roleId('Gamma')],
      password: MATRIX_PASSWORD,
    },
  });
  const victimRole = await must(client, admin, {
    method: 'POST',
    url: '/api/v1/security/roles/',
    json: { name: unique('matrix_role') },
  });

  const maker = objectMaker(client, admin, databaseId, ordersDatasetId, roleId('Gamma'), unique);
  const adminObjects = await maker.ownedBy(admin, null, null);
  const own = { anonymous: adminObjects } as Record<MatrixCaller, OwnedObjects>;
  for (const caller of USER_CALLERS) own[caller] = await maker.ownedBy(sessions[caller], userIds[caller], adminObjects);

  await must(client, admin, {
    method: 'PUT',
    url: `/api/v1/security/users/${userIds.deactivated}`,
    json: { active: false },
  });

  const fixtures: MatrixFixtures = {
    databaseId,
    ordersDatasetId,
    userIds,
    victimUserId: Number(victim.id),
    victimRoleId: Number(victimRole.id),
    gammaRoleId: roleId('Gamma'),
    admin: adminObjects,
    own,
    unique,
  };
  return {
    fixtures,
    sessions,
    fresh: (caller) =>
      maker.fresh(
        caller === 'anonymous' || caller === 'deactivated' ? null : sessions[caller],
        caller === 'anonymous' ? null : userIds[caller],
        adminObjects.chartId,
      ),
  };
}

function objectMaker(
  client: MatrixClient,
  admin: MatrixSession,
  databaseId: number,
  ordersDatasetId: number,
  gammaRoleId: number,
  unique: (prefix: string) => string,
) {
  const datasource = `${ordersDatasetId}__table`;
  const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
  const formData = { datasource, viz_type: 'table', metrics: [count], row_limit: 1 };
  // Saved with the chart, so that its data can be fetched by id.
  const queryContext = JSON.stringify({
    datasource: { id: ordersDatasetId, type: 'table' },
    queries: [{ columns: [], metrics: [count], row_limit: 1 }],
    form_data: formData,
    result_type: 'full',
    result_format: 'json',
  });

  /** Made by `session` when it may; else by the admin (with `fallback` when the admin's would do). */
  async function attempt(session: MatrixSession | null, request: MatrixRequest): Promise<JsonObject | null> {
    if (!session) return null;
    const response = await client.send(session, request);
    return isSuccess(response) ? parse(response) : null;
  }

  const requests = {
    chart: (owner: number | null): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/chart/',
      json: {
        slice_name: unique('matrix chart'),
        viz_type: 'table',
        datasource_id: ordersDatasetId,
        datasource_type: 'table',
        params: JSON.stringify(formData),
        query_context: queryContext,
        ...(owner === null ? {} : { owners: [owner] }),
      },
    }),
    dataset: (owner: number | null): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/dataset/',
      json: {
        database: databaseId,
        schema: 'sales',
        table_name: unique('matrix_ds'),
        sql: 'SELECT 1 AS x',
        ...(owner === null ? {} : { owners: [owner] }),
      },
    }),
    dashboard: (owner: number | null): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/dashboard/',
      json: {
        dashboard_title: unique('matrix dashboard'),
        published: true,
        ...(owner === null ? {} : { owners: [owner] }),
      },
    }),
    savedQuery: (): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/saved_query/',
      json: { db_id: databaseId, label: unique('matrix query'), schema: 'sales', sql: 'SELECT 1' },
    }),
    tabState: (): MatrixRequest => ({
      method: 'POST',
      url: '/tabstateview/',
      form: {
        queryEditor: JSON.stringify({
          dbId: databaseId,
          name: unique('matrix tab'),
          schema: 'sales',
          sql: 'SELECT 1',
          queryLimit: 10,
        }),
      },
    }),
    tableSchema: (tabStateId: number): MatrixRequest => ({
      method: 'POST',
      url: '/tableschemaview/',
      form: { table: JSON.stringify({ queryEditorId: tabStateId, dbId: databaseId, schema: 'sales', name: 'orders' }) },
    }),
    execute: (tabStateId: number, clientId: string): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      json: {
        database_id: databaseId,
        sql: 'SELECT 1 AS x',
        client_id: clientId,
        sql_editor_id: String(tabStateId),
        runAsync: false,
        schema: 'sales',
        tab: 'matrix',
        queryLimit: 10,
      },
    }),
    formData: (): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/explore/form_data',
      json: { datasource_id: ordersDatasetId, datasource_type: 'table', form_data: JSON.stringify(formData) },
    }),
    explorePermalink: (): MatrixRequest => ({ method: 'POST', url: '/api/v1/explore/permalink', json: { formData } }),
    sqllabPermalink: (): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      json: { dbId: databaseId, name: 'matrix', schema: 'sales', sql: 'SELECT 1', autorun: false },
    }),
    // Made in the alerts & reports list: such reports never compete for their chart (no 409).
    reportSchedule: (owner: number | null, chartId: number): MatrixRequest => ({
      method: 'POST',
      url: '/api/v1/report/',
      json: {
        type: 'Report',
        name: unique('matrix report'),
        crontab: '0 9 * * *',
        chart: chartId,
        creation_method: 'alerts_reports',
        report_format: 'PNG',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'matrix@example.com' } }],
        ...(owner === null ? {} : { owners: [owner] }),
      },
    }),
    logEvents: (): MatrixRequest => ({
      method: 'POST',
      url: '/superset/log/?explode=events',
      form: { events: JSON.stringify([{ event_name: 'matrix', source: 'matrix', ts: 0 }]) },
    }),
  };

  const clientId = (): string => `m${Math.random().toString(36).slice(2, 11)}`;
  const idOf = (body: JsonObject): number => Number(body.id);

  /** The session's object, or the admin's (made now) when the session may not make one. */
  async function made(session: MatrixSession | null, request: MatrixRequest): Promise<JsonObject> {
    return (await attempt(session, request)) ?? must(client, admin, request);
  }

  /** A query run by `session`'s user in their tab `tabStateId`; the admin's in an admin's tab when they may not run one. */
  async function queryInTab(
    session: MatrixSession | null,
    tabStateId: number | null,
  ): Promise<{ tabStateId: number; clientId: string; queryId: number }> {
    if (session && tabStateId !== null) {
      const id = clientId();
      const run = await attempt(session, requests.execute(tabStateId, id));
      if (run) return { tabStateId, clientId: id, queryId: Number(run.query_id) };
    }
    const adminTab = idOf(await must(client, admin, requests.tabState()));
    const adminClientId = clientId();
    const adminRun = await must(client, admin, requests.execute(adminTab, adminClientId));
    return { tabStateId: adminTab, clientId: adminClientId, queryId: Number(adminRun.query_id) };
  }

  /** A tab of `session`'s user, or null when they may not have one. */
  async function ownTab(session: MatrixSession | null): Promise<number | null> {
    const tab = await attempt(session, requests.tabState());
    return tab ? idOf(tab) : null;
  }

  return {
    /** Objects of `session`'s user (`ownerId`); null session and owner: the admin's own. */
    async ownedBy(
      session: MatrixSession | null,
      ownerId: number | null,
      fallback: OwnedObjects | null,
    ): Promise<OwnedObjects> {
      const byOwner = session ?? admin;
      const viaOwner = async <T>(
        request: MatrixRequest,
        pick: (body: JsonObject) => T,
        adminValue: T | undefined,
      ): Promise<T> => {
        const body = await attempt(byOwner, request);
        if (body) return pick(body);
        if (adminValue !== undefined) return adminValue;
        return pick(await must(client, admin, request));
      };
      const chartId = idOf(await must(client, admin, requests.chart(ownerId)));
      // On the admin's chart: only the report's owners decide who may change it.
      const reportId = idOf(await must(client, admin, requests.reportSchedule(ownerId, fallback?.chartId ?? chartId)));
      const datasetId = idOf(await must(client, admin, requests.dataset(ownerId)));
      const dashboardId = idOf(await must(client, admin, requests.dashboard(ownerId)));
      const savedQueryId = await viaOwner(requests.savedQuery(), idOf, fallback?.savedQueryId);
      const tab = await ownTab(byOwner);
      const tabStateId = tab ?? fallback?.tabStateId ?? idOf(await must(client, admin, requests.tabState()));
      const query =
        tab === null && fallback
          ? { tabStateId, clientId: fallback.queryClientId, queryId: fallback.queryId }
          : await queryInTab(byOwner, tab);
      const tableSchemaId =
        tab === null && fallback
          ? fallback.tableSchemaId
          : await viaOwner(requests.tableSchema(tabStateId), idOf, undefined);
      const formDataKey = await viaOwner(requests.formData(), (body) => String(body.key), fallback?.formDataKey);
      const explorePermalinkKey = await viaOwner(
        requests.explorePermalink(),
        (body) => String(body.key),
        fallback?.explorePermalinkKey,
      );
      const sqllabPermalinkKey = await viaOwner(
        requests.sqllabPermalink(),
        (body) => String(body.key),
        fallback?.sqllabPermalinkKey,
      );
      return {
        chartId,
        datasetId,
        dashboardId,
        savedQueryId,
        tabStateId,
        tableSchemaId,
        queryId: query.queryId,
        queryClientId: query.clientId,
        formDataKey,
        explorePermalinkKey,
        sqllabPermalinkKey,
        reportId,
      };
    },

    /** Fresh objects for the caller with `session` (null: none of their own can be made). */
    fresh(session: MatrixSession | null, ownerId: number | null, adminChartId: number): FreshObjects {
      const sessionFor = (owner: 'admin' | 'own'): MatrixSession | null => (owner === 'own' ? session : null);
      const ownerFor = (owner: 'admin' | 'own'): number | null => (owner === 'own' ? ownerId : null);
      return {
        chart: async (owner) => idOf(await must(client, admin, requests.chart(ownerFor(owner)))),
        dataset: async (owner) => idOf(await must(client, admin, requests.dataset(ownerFor(owner)))),
        dashboard: async (owner) => idOf(await must(client, admin, requests.dashboard(ownerFor(owner)))),
        savedQuery: async (owner) => idOf(await made(sessionFor(owner), requests.savedQuery())),
        tabState: async (owner) => idOf(await made(sessionFor(owner), requests.tabState())),
        tableSchema: async (owner) => {
          const tab = await ownTab(sessionFor(owner));
          const own = tab === null ? null : await attempt(sessionFor(owner), requests.tableSchema(tab));
          return idOf(
            own ??
              (await must(client, admin, requests.tableSchema(idOf(await must(client, admin, requests.tabState()))))),
          );
        },
        queryInTab: async (owner) => {
          const { tabStateId, clientId: id } = await queryInTab(sessionFor(owner), await ownTab(sessionFor(owner)));
          return { tabStateId, clientId: id };
        },
        formDataKey: async (owner) => String((await made(sessionFor(owner), requests.formData())).key),
        reportSchedule: async (owner) =>
          idOf(await must(client, admin, requests.reportSchedule(ownerFor(owner), adminChartId))),
        logEntry: async () => {
          await must(client, admin, requests.logEvents());
          const newest = await must(client, admin, {
            method: 'GET',
            url: `/api/v1/log/${risonQuery({ order_column: 'dttm', order_direction: 'desc', page_size: 1 })}`,
          });
          const [id] = (newest.ids as unknown[] | undefined) ?? [];
          if (id === undefined) throw new Error('No log entry after logging one');
          return Number(id);
        },
        kvEntry: async () => {
          const stored = await attempt(admin, {
            method: 'POST',
            url: '/kv/store/',
            form: { data: '{"sql":"SELECT 1"}' },
          });
          return stored ? idOf(stored) : 0;
        },
        user: async () =>
          idOf(
            await must(client, admin, {
              method: 'POST',
              url: '/api/v1/security/users/',
              json: {
                first_name: 'Fresh',
                last_name: 'User',
                username: unique('matrix_fresh'),
                email: `${unique('fresh')}@example.com`,
                active: true,
                roles: [gammaRoleId],
                password: MATRIX_PASSWORD,
              },
            }),
          ),
        role: async () =>
          idOf(
            await must(client, admin, {
              method: 'POST',
              url: '/api/v1/security/roles/',
              json: { name: unique('matrix_fresh_role') },
            }),
          ),
      };
    },
  };
}
