/**
 * Setting up a journey through the API as admin (a bearer token of its own, apart from any page's
 * session): users, roles and their permission pairs, and the objects a journey needs.
 */
import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';

export type PermissionPair = [permission: string, view: string];

interface ListReply<T> {
  count: number;
  result: T[];
}

interface PermissionView {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

export class AdminApi {
  private constructor(
    private readonly baseURL: string,
    private context: APIRequestContext,
  ) {}

  /** Signs in as admin through `POST /api/v1/security/login`. */
  static async open(baseURL: string): Promise<AdminApi> {
    return new AdminApi(baseURL, await AdminApi.signIn(baseURL));
  }

  private static async signIn(baseURL: string): Promise<APIRequestContext> {
    const login = await request.newContext({ baseURL });
    const reply = await login.post('/api/v1/security/login', {
      data: { username: 'admin', password: 'admin', provider: 'db' },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    const { access_token: token } = (await reply.json()) as { access_token: string };
    await login.dispose();
    return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }

  /** Sends a call; once more with a new token when the one in use has expired (a run outlasts it). */
  private async send(call: (context: APIRequestContext) => Promise<APIResponse>): Promise<APIResponse> {
    const reply = await call(this.context);
    if (reply.status() !== 401) return reply;
    await this.context.dispose();
    this.context = await AdminApi.signIn(this.baseURL);
    return call(this.context);
  }

  private async json<T>(reply: APIResponse, expected: number[]): Promise<T> {
    expect(expected, `${reply.url()}: ${await reply.text()}`).toContain(reply.status());
    return (await reply.json()) as T;
  }

  async get<T>(path: string): Promise<T> {
    return this.json<T>(await this.send((context) => context.get(path)), [200]);
  }

  async post<T>(path: string, data: unknown): Promise<T> {
    return this.json<T>(await this.send((context) => context.post(path, { data })), [200, 201]);
  }

  /** A form post of JSON-valued fields, as the legacy views (`/tabstateview/`) read them. */
  async postFields<T>(path: string, fields: Record<string, unknown>): Promise<T> {
    const multipart = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)]));
    return this.json<T>(await this.send((context) => context.post(path, { multipart })), [200, 201]);
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    return this.json<T>(await this.send((context) => context.put(path, { data })), [200]);
  }

  /** A list endpoint's rows, with a rison `q`. */
  async list<T>(path: string, q: string): Promise<T[]> {
    return (await this.get<ListReply<T>>(`${path}?q=${encodeURIComponent(q)}`)).result;
  }

  /** A role's id by its exact name (`GET /api/v1/security/roles/`). */
  async roleId(name: string): Promise<number> {
    const id = await this.findRoleId(name);
    if (id === null) throw new Error(`No role ${name}`);
    return id;
  }

  /** The permission-view ids of the pairs. */
  async permissionViewIds(pairs: PermissionPair[]): Promise<number[]> {
    const all: PermissionView[] = [];
    for (let page = 0; ; page += 1) {
      const rows = await this.list<PermissionView>(
        '/api/v1/security/permissions-resources/',
        `(page:${page},page_size:100)`,
      );
      all.push(...rows);
      if (rows.length < 100) break;
    }
    return pairs.map(([permission, view]) => {
      const found = all.find((row) => row.permission.name === permission && row.view_menu.name === view);
      if (!found) throw new Error(`No permission ${permission} on ${view}`);
      return found.id;
    });
  }

  /** The pairs a role holds. */
  async rolePairs(roleId: number): Promise<PermissionPair[]> {
    const { result } = await this.get<{ result: { permission_name: string; view_menu_name: string }[] }>(
      `/api/v1/security/roles/${roleId}/permissions/`,
    );
    return result.map((row) => [row.permission_name, row.view_menu_name]);
  }

  /** Creates a role holding exactly these pairs; answers its id. */
  async createRole(name: string, pairs: PermissionPair[]): Promise<number> {
    const { id } = await this.post<{ id: number }>('/api/v1/security/roles/', { name });
    if (pairs.length > 0) {
      await this.post(`/api/v1/security/roles/${id}/permissions`, {
        permission_view_menu_ids: await this.permissionViewIds(pairs),
      });
    }
    return id;
  }

  /** Creates an active user with these role ids (`POST /api/v1/security/users/`); answers its id. */
  async createUser(user: {
    username: string;
    password: string;
    roles: number[];
    firstName?: string;
    lastName?: string;
  }): Promise<number> {
    const { id } = await this.post<{ id: number }>('/api/v1/security/users/', {
      username: user.username,
      first_name: user.firstName ?? 'Journey',
      last_name: user.lastName ?? 'User',
      email: `${user.username.replace(/[^a-z0-9_.-]/gi, '_')}@example.com`,
      password: user.password,
      active: true,
      roles: user.roles,
    });
    return id;
  }

  /** A user's id by its exact username, or null when there is none. */
  async userId(username: string): Promise<number | null> {
    const users = await this.list<{ id: number; username: string }>('/api/v1/security/users/', '(page_size:100)');
    return users.find((user) => user.username === username)?.id ?? null;
  }

  /** A role's id by its exact name, or null when there is none. */
  async findRoleId(name: string): Promise<number | null> {
    const roles = await this.list<{ id: number; name: string }>('/api/v1/security/roles/', '(page_size:100)');
    return roles.find((role) => role.name === name)?.id ?? null;
  }

  /** A saved chart's id by its exact name. */
  async chartId(name: string): Promise<number> {
    const rows = await this.list<{ id: number; slice_name: string }>(
      '/api/v1/chart/',
      '(columns:!(id,slice_name),page_size:100)',
    );
    const chart = rows.find((row) => row.slice_name === name);
    if (!chart) throw new Error(`No chart ${name}`);
    return chart.id;
  }
}
