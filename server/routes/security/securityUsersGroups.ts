import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { fabQuerystring, readFabArgs, type FabQuery } from './securityListArgs';
import { listReply, type ModelSpec } from './securityListQuery';

/**
 * Flask-AppBuilder's group list (`/api/v1/security/groups/`), which Superset's user and role pages
 * read to offer groups. The embedded server has no groups: the list is always empty.
 */
interface Group {
  id: number;
}

const GROUP_COLUMNS = ['id', 'name', 'label', 'description', 'roles.name', 'roles.id', 'users.id', 'users.username'];

const groupSpec: ModelSpec<Group> = {
  listColumns: GROUP_COLUMNS,
  orderColumns: GROUP_COLUMNS,
  searchColumns: {
    id: { kind: 'integer', read: (group) => group.id },
    name: { kind: 'text', read: () => null },
    label: { kind: 'text', read: () => null },
    description: { kind: 'text', read: () => null },
  },
  title: 'Group',
  id: (group) => group.id,
  serialize: (group) => ({ id: group.id }),
};

export async function registerSecurityGroupRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: FabQuery }>(
    '/api/v1/security/groups/',
    { schema: { querystring: fabQuerystring }, onRequest: requirePermission('can_get', 'Group') },
    async (request) => listReply(groupSpec, [], readFabArgs(request.query.q, 'list')),
  );
  app.get('/api/v1/security/groups/:pk', { onRequest: requirePermission('can_get', 'Group') }, async () => {
    throw notFound();
  });
}
