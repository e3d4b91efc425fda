import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import { UnknownIdsError } from '../../store/securityRules';
import {
  callerPermissions,
  lenientBody,
  pkSchema,
  storeFailure,
  type PkParams,
  validationFailure,
  withStoreReplies,
} from './securityCommon';
import { fabQuerystring, pythonRepr, readFabArgs, type FabQuery } from './securityListArgs';
import { infoReply, listReply, showReply } from './securityListQuery';
import {
  USERNAME_LENGTH,
  userInfoSpec,
  userModelSpec,
  userPostBodySchema,
  userPutBodySchema,
  type UserBody,
  type UserPostBody,
} from './securityUsersSpec';

/**
 * Flask-AppBuilder's user API (`/api/v1/security/users/`), admin only as in Superset: list, show,
 * `_info`, create, edit, delete. Replies never carry a password or its hash.
 */
const BASE = '/api/v1/security/users';
const VIEW = 'User';

const ROLES_OR_GROUPS_REQUIRED = "At least one of 'roles' or 'groups' must be provided and non-empty.";
const ROLE_OR_GROUP_REQUIRED = 'User must have at least one role or group!';
// FAB's messages carry a run of spaces (a line continuation inside its string literal).
const CANNOT_CLEAR_ROLES = `Cannot clear all roles unless at least one group is${' '.repeat(30)}assigned!`;
const CANNOT_CLEAR_GROUPS = `Cannot clear all groups unless at least one role is${' '.repeat(30)}assigned!`;

const sortedIds = (ids: Array<number | string>): string =>
  pythonRepr([...new Set(ids)].sort((a, b) => Number(a) - Number(b)));
const rolesNotFound = (ids: Array<number | string>) => ({ roles: [`Role(s) with ID(s) ${sortedIds(ids)} not found.`] });
const groupsNotFound = (ids: number[]) => ({ groups: [`Group(s) with ID(s) ${sortedIds(ids)} not found.`] });

const lenient = lenientBody({ booleans: ['active'], integerLists: ['roles', 'groups'] });

export async function registerSecurityUserRoutes(app: FastifyInstance): Promise<void> {
  async function modelSpec() {
    const roleIds = new Set((await app.store.roles.listRoleRefs()).map((role) => role.id));
    return userModelSpec((id) => roleIds.has(id));
  }

  /** Unknown role ids answer first, then any group id (there are no groups). */
  async function checkRelations(body: UserBody, status: 400 | 404): Promise<void> {
    const roleIds = new Set((await app.store.roles.listRoleRefs()).map((role) => role.id));
    const missing = (body.roles ?? []).filter((id) => !roleIds.has(id));
    if (missing.length) throw new HttpError(status, rolesNotFound(missing));
    if (body.groups?.length) throw new HttpError(status, groupsNotFound(body.groups));
  }

  function failIfInvalid(request: FastifyRequest): void {
    if (request.validationError) throw validationFailure(request, 400, { username: USERNAME_LENGTH });
  }

  app.get<{ Querystring: FabQuery }>(
    `${BASE}/`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_get', VIEW) },
    async (request) =>
      listReply(await modelSpec(), await app.store.users.listAccounts(), readFabArgs(request.query.q, 'list')),
  );

  app.get<{ Querystring: FabQuery }>(
    `${BASE}/_info`,
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_info', VIEW) },
    async (request) =>
      infoReply(
        userInfoSpec(await modelSpec()),
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
      const account = await app.store.users.findAccount(request.params.pk);
      if (!account) throw notFound();
      return showReply(await modelSpec(), account, readFabArgs(request.query.q, 'show'));
    },
  );

  app.post<{ Body: UserPostBody }>(
    `${BASE}/`,
    {
      schema: { body: userPostBodySchema },
      attachValidation: true,
      preValidation: lenient,
      onRequest: requirePermission('can_post', VIEW),
    },
    async (request, reply) => {
      failIfInvalid(request);
      const body = request.body;
      if (!body.roles?.length && !body.groups?.length)
        throw new HttpError(400, { _schema: [ROLES_OR_GROUPS_REQUIRED] });
      await checkRelations(body, 400);
      try {
        const user = await app.store.users.create({
          username: body.username,
          password: body.password,
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          active: body.active ?? true,
          role_ids: body.roles ?? [],
          created_by: request.user?.id ?? null,
        });
        return reply.status(201).send({ id: user.id });
      } catch (error) {
        if (error instanceof UnknownIdsError && error.kind === 'roles')
          throw new HttpError(400, rolesNotFound(error.missing));
        throw storeFailure(error);
      }
    },
  );

  app.put<{ Params: PkParams; Body: UserBody }>(
    `${BASE}/:pk`,
    {
      schema: { params: pkSchema, body: userPutBodySchema },
      attachValidation: true,
      preValidation: lenient,
      onRequest: requirePermission('can_put', VIEW),
    },
    async (request) => {
      failIfInvalid(request);
      const body = request.body;
      const account = await app.store.users.findAccount(request.params.pk);
      if (!account) throw notFound();
      if (body.roles?.length === 0 && body.groups?.length === 0) throw new HttpError(400, ROLE_OR_GROUP_REQUIRED);
      if (body.roles?.length === 0 && body.groups === undefined) throw new HttpError(400, CANNOT_CLEAR_ROLES);
      if (body.groups?.length === 0 && body.roles === undefined && account.roles.length === 0) {
        throw new HttpError(400, CANNOT_CLEAR_GROUPS);
      }
      await checkRelations(body, 404);
      await withStoreReplies(() =>
        app.store.users.update(
          account.id,
          {
            username: body.username,
            first_name: body.first_name,
            last_name: body.last_name,
            email: body.email,
            active: body.active,
            // As FAB: an empty password leaves the password as it is.
            password: body.password ? body.password : undefined,
            role_ids: body.roles,
          },
          request.user?.id ?? null,
        ),
      );
      const echoed: UserBody = { ...body };
      delete echoed.password;
      return { result: echoed };
    },
  );

  app.delete<{ Params: PkParams }>(
    `${BASE}/:pk`,
    { schema: { params: pkSchema }, attachValidation: true, onRequest: requirePermission('can_delete', VIEW) },
    async (request) => {
      if (request.validationError) throw notFound();
      const deleted = await withStoreReplies(() => app.store.users.delete(request.params.pk));
      if (!deleted) throw notFound();
      return { message: 'OK' };
    },
  );
}
