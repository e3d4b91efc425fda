import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import type { RoleSummary } from '../../store';
import { callerPermissions, pkSchema, validationFailure, withStoreReplies, type PkParams } from './securityCommon';
import { fabQuerystring, readFabArgs, type FabQuery } from './securityListArgs';
import { filtersInfo } from './securityListFilters';
import { infoReply, listReply, showReply, type FieldInfo, type ModelSpec } from './securityListQuery';
import { registerSecurityRoleMemberRoutes } from './securityRolesMembers';
import { registerSecurityRoleSearchRoutes } from './securityRolesSearch';

/**
 * Flask-AppBuilder's role API (`/api/v1/security/roles/`), admin only: list, show, `_info`, create,
 * rename, delete, plus a role's permissions, users and groups, and Superset's `search/`.
 * Built-in roles keep their names and cannot be deleted; a deleted custom role leaves its holders.
 */
const BASE = '/api/v1/security/roles';
const VIEW = 'Role';
const NAME_MAX_LENGTH = 64;

const roleSpec: ModelSpec<RoleSummary> = {
  listColumns: ['id', 'name'],
  orderColumns: ['id', 'name'],
  searchColumns: {
    id: { kind: 'integer', read: (role) => role.id },
    name: { kind: 'text', read: (role) => role.name },
  },
  title: 'Role',
  id: (role) => role.id,
  serialize: (role) => ({ id: role.id, name: role.name }),
};

const nameField: FieldInfo = {
  name: 'name',
  label: 'Name',
  required: true,
  type: 'String',
  unique: true,
  validate: [`<Length(min=None, max=${NAME_MAX_LENGTH}, equal=None, error=None)>`],
};

const rolePutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: NAME_MAX_LENGTH } },
} as const;
const rolePostBodySchema = { ...rolePutBodySchema, required: ['name'] } as const;
type RolePostBody = FromSchema<typeof rolePostBodySchema>;
type RolePutBody = FromSchema<typeof rolePutBodySchema>;

export async function registerSecurityRoleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FabQuery }>(
    `${BASE}/`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_get', VIEW) },
    async (request) => listReply(roleSpec, await app.store.roles.listRoles(), readFabArgs(request.query.q, 'list')),
  );

  app.get<{ Querystring: FabQuery }>(
    `${BASE}/_info`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_info', VIEW) },
    async (request) =>
      infoReply(
        {
          title: 'Role',
          addColumns: [nameField],
          editColumns: [nameField],
          filters: filtersInfo(roleSpec.searchColumns),
        },
        callerPermissions(request.user, VIEW),
        readFabArgs(request.query.q, 'info'),
      ),
  );

  app.get<{ Params: PkParams; Querystring: FabQuery }>(
    `${BASE}/:pk`,
    {
      schema: { params: pkSchema, querystring: fabQuerystring },
      attachValidation: true,
      onRequest: requirePermission('can_get', VIEW),
    },
    async (request) => {
      if (request.validationError) throw validationFailure(request, 400);
      const role = (await app.store.roles.listRoles()).find((candidate) => candidate.id === request.params.pk);
      if (!role) throw notFound();
      return showReply(roleSpec, role, readFabArgs(request.query.q, 'show'));
    },
  );

  app.post<{ Body: RolePostBody }>(
    `${BASE}/`,
    { schema: { body: rolePostBodySchema }, attachValidation: true, onRequest: requirePermission('can_post', VIEW) },
    async (request, reply) => {
      // FAB's model API answers a body it cannot load with 422.
      if (request.validationError) throw validationFailure(request, 422);
      const name = request.body.name;
      const id = await withStoreReplies(() => app.store.roles.createRole(name));
      return reply.status(201).send({ id, result: { name } });
    },
  );

  app.put<{ Params: PkParams; Body: RolePutBody }>(
    `${BASE}/:pk`,
    {
      schema: { params: pkSchema, body: rolePutBodySchema },
      attachValidation: true,
      onRequest: requirePermission('can_put', VIEW),
    },
    async (request) => {
      if (request.validationError?.validationContext === 'params') throw notFound();
      const role = await app.store.roles.findRole(request.params.pk);
      if (!role) throw notFound();
      if (request.validationError) throw validationFailure(request, 422);
      const name = request.body.name ?? role.name;
      await withStoreReplies(() => app.store.roles.renameRole(role.id, name));
      return { result: { name } };
    },
  );

  app.delete<{ Params: PkParams }>(
    `${BASE}/:pk`,
    { schema: { params: pkSchema }, attachValidation: true, onRequest: requirePermission('can_delete', VIEW) },
    async (request) => {
      if (request.validationError) throw notFound();
      const deleted = await withStoreReplies(() => app.store.roles.deleteRole(request.params.pk));
      if (!deleted) throw notFound();
      return { message: 'OK' };
    },
  );

  await registerSecurityRoleMemberRoutes(app);
  await registerSecurityRoleSearchRoutes(app);
}
