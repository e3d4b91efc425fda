import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import type { NamedRow, PermissionViewRow } from '../../store';
import { callerPermissions, pkSchema, validationFailure, type PkParams } from './securityCommon';
import { fabQuerystring, readFabArgs, type FabQuery } from './securityListArgs';
import { filtersInfo } from './securityListFilters';
import { infoReply, listReply, showReply, type FieldInfo, type InfoSpec, type ModelSpec } from './securityListQuery';

/**
 * Flask-AppBuilder's read side of permissions (`/api/v1/security/permissions/`), view menus
 * (`/resources/`) and their pairs (`/permissions-resources/`), admin only: list, show, `_info`.
 * Pairs come from the permission catalog and from data access grants, so there is no writing
 * them here. Besides FAB's filters, pairs can be searched by `permission.name` and
 * `view_menu.name` (Superset 6.1's Roles page asks for those).
 */
interface Model<Row> {
  path: string;
  view: string;
  info: InfoSpec;
  /** The rows and the spec to list them with (relation filters need the ids that exist now). */
  load(): Promise<{ spec: ModelSpec<Row>; rows: Row[] }>;
}

const nameField = (maxLength: number): FieldInfo => ({
  name: 'name',
  label: 'Name',
  required: true,
  type: 'String',
  unique: true,
  validate: [`<Length(min=None, max=${maxLength}, equal=None, error=None)>`],
});

function namedModel(
  path: string,
  view: string,
  title: string,
  maxLength: number,
  rows: () => Promise<NamedRow[]>,
): Model<NamedRow> {
  const spec: ModelSpec<NamedRow> = {
    listColumns: ['id', 'name'],
    orderColumns: ['id', 'name'],
    searchColumns: {
      id: { kind: 'integer', read: (row) => row.id },
      name: { kind: 'text', read: (row) => row.name },
    },
    title,
    id: (row) => row.id,
    serialize: (row) => ({ id: row.id, name: row.name }),
  };
  const info = {
    title,
    addColumns: [nameField(maxLength)],
    editColumns: [nameField(maxLength)],
    filters: filtersInfo(spec.searchColumns),
  };
  return { path, view, info, load: async () => ({ spec, rows: await rows() }) };
}

const idField = (name: string, label: string): FieldInfo => ({
  name,
  label,
  required: false,
  type: 'Inferred',
  unique: false,
});

const hasId = (ids: ReadonlySet<number>) => (id: number) => ids.has(id);

function pairSpec(
  roleIds: Set<number>,
  permissionIds: Set<number>,
  viewMenuIds: Set<number>,
): ModelSpec<PermissionViewRow> {
  return {
    listColumns: ['id', 'permission.name', 'view_menu.name'],
    orderColumns: ['id', 'permission.name', 'view_menu.name'],
    searchColumns: {
      permission: { kind: 'manyToOne', read: (row) => row.permission_id, exists: hasId(permissionIds) },
      role: { kind: 'manyToMany', read: (row) => row.role_ids, exists: hasId(roleIds) },
      view_menu: { kind: 'manyToOne', read: (row) => row.view_menu_id, exists: hasId(viewMenuIds) },
      'permission.name': { kind: 'text', read: (row) => row.permission_name },
      'view_menu.name': { kind: 'text', read: (row) => row.view_menu_name },
    },
    title: 'Permission View',
    id: (row) => row.id,
    serialize: (row) => ({
      id: row.id,
      permission: { name: row.permission_name },
      view_menu: { name: row.view_menu_name },
    }),
  };
}

function pairModel(app: FastifyInstance): Model<PermissionViewRow> {
  const fields = [idField('permission_id', 'Permission Id'), idField('view_menu_id', 'View Menu Id')];
  const filters = filtersInfo(pairSpec(new Set(), new Set(), new Set()).searchColumns);
  return {
    path: '/api/v1/security/permissions-resources',
    view: 'PermissionViewMenu',
    info: { title: 'Permission View', addColumns: fields, editColumns: fields, filters },
    async load() {
      const [rows, roles, permissions, viewMenus] = await Promise.all([
        app.store.permissionViews.pairs(),
        app.store.roles.listRoleRefs(),
        app.store.permissionViews.permissions(),
        app.store.permissionViews.viewMenus(),
      ]);
      const ids = (named: Array<{ id: number }>) => new Set(named.map((row) => row.id));
      return { spec: pairSpec(ids(roles), ids(permissions), ids(viewMenus)), rows };
    },
  };
}

function registerModel<Row>(app: FastifyInstance, model: Model<Row>): void {
  app.get<{ Querystring: FabQuery }>(
    `${model.path}/`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_get', model.view) },
    async (request) => {
      const { spec, rows } = await model.load();
      return listReply(spec, rows, readFabArgs(request.query.q, 'list'));
    },
  );

  app.get<{ Querystring: FabQuery }>(
    `${model.path}/_info`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_info', model.view) },
    async (request) =>
      infoReply(model.info, callerPermissions(request.user, model.view), readFabArgs(request.query.q, 'info')),
  );

  app.get<{ Params: PkParams; Querystring: FabQuery }>(
    `${model.path}/:pk`,
    {
      schema: { params: pkSchema, querystring: fabQuerystring },
      attachValidation: true,
      onRequest: requirePermission('can_get', model.view),
    },
    async (request) => {
      if (request.validationError) throw validationFailure(request, 400);
      const { spec, rows } = await model.load();
      const row = rows.find((candidate) => spec.id(candidate) === request.params.pk);
      if (!row) throw notFound();
      return showReply(spec, row, readFabArgs(request.query.q, 'show'));
    },
  );
}

export async function registerSecurityPermissionRoutes(app: FastifyInstance): Promise<void> {
  const { permissionViews } = app.store;
  registerModel(
    app,
    namedModel('/api/v1/security/permissions', 'Permission', 'Permission', 100, () => permissionViews.permissions()),
  );
  registerModel(
    app,
    namedModel('/api/v1/security/resources', 'ViewMenu', 'View Menu', 250, () => permissionViews.viewMenus()),
  );
  registerModel(app, pairModel(app));
}
