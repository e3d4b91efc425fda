import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { pkSchema, validationFailure, withStoreReplies, type PkParams } from './securityCommon';

/**
 * What a role is made of (Flask-AppBuilder's RoleApi extras): its permission/view pairs (read, or
 * set as a whole), its users and its groups (set as a whole). There are no groups here: only an
 * empty group list is accepted.
 */
const BASE = '/api/v1/security/roles';
const VIEW = 'Role';

const idList = { type: 'array', items: { type: 'integer' } } as const;
const permissionIdsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['permission_view_menu_ids'],
  properties: { permission_view_menu_ids: idList },
} as const;
const userIdsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user_ids'],
  properties: { user_ids: idList },
} as const;
const groupIdsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group_ids'],
  properties: { group_ids: idList },
} as const;

/** FAB reads the body first (400), then looks the role up (404). */
function checkRequest(request: FastifyRequest): void {
  if (request.validationError?.validationContext === 'params') throw notFound();
  if (request.validationError) throw validationFailure(request, 400);
}

export async function registerSecurityRoleMemberRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: PkParams }>(
    `${BASE}/:pk/permissions/`,
    {
      schema: { params: pkSchema },
      attachValidation: true,
      onRequest: requirePermission('can_list_role_permissions', VIEW),
    },
    async (request) => {
      if (request.validationError) throw notFound();
      const permissions = await app.store.roles.rolePermissions(request.params.pk);
      if (!permissions) throw notFound();
      return { result: permissions };
    },
  );

  app.post<{ Params: PkParams; Body: FromSchema<typeof permissionIdsBodySchema> }>(
    `${BASE}/:pk/permissions`,
    {
      schema: { params: pkSchema, body: permissionIdsBodySchema },
      attachValidation: true,
      onRequest: requirePermission('can_add_role_permissions', VIEW),
    },
    async (request) => {
      checkRequest(request);
      const ids = request.body.permission_view_menu_ids;
      const found = await withStoreReplies(() => app.store.roles.setPermissions(request.params.pk, ids));
      if (!found) throw notFound();
      return { result: { permission_view_menu_ids: ids } };
    },
  );

  app.put<{ Params: PkParams; Body: FromSchema<typeof userIdsBodySchema> }>(
    `${BASE}/:pk/users`,
    {
      schema: { params: pkSchema, body: userIdsBodySchema },
      attachValidation: true,
      onRequest: requirePermission('can_update_role_users', VIEW),
    },
    async (request) => {
      checkRequest(request);
      const ids = request.body.user_ids;
      const found = await withStoreReplies(() => app.store.roles.setUsers(request.params.pk, ids));
      if (!found) throw notFound();
      return { result: { user_ids: ids } };
    },
  );

  app.put<{ Params: PkParams; Body: FromSchema<typeof groupIdsBodySchema> }>(
    `${BASE}/:pk/groups`,
    {
      schema: { params: pkSchema, body: groupIdsBodySchema },
      attachValidation: true,
      onRequest: requirePermission('can_update_role_groups', VIEW),
    },
    async (request) => {
      checkRequest(request);
      if (!(await app.store.roles.findRole(request.params.pk))) throw notFound();
      // Every group id names nothing: FAB answers a missing group with 404.
      if (request.body.group_ids.length) throw notFound();
      return { result: { group_ids: [] } };
    },
  );
}
