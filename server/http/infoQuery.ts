/**
 * FAB's GET /api/v1/<resource>/_info: the `q.keys` it takes and its reply, the caller's permissions
 * on the resource's view, the list's filters with their operators, and the add/edit titles.
 */
import { hasPermission } from '../auth/permissions';
import { PERMISSION_CATALOG } from '../auth/permissionCatalog';
import type { AuthenticatedUser } from '../auth/types';
import type { RouteTypes } from './routeSchemaTypes';

const INFO_KEYS = ['add_columns', 'edit_columns', 'filters', 'permissions', 'add_title', 'edit_title'] as const;

export const infoRouteSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        additionalProperties: false,
        properties: { keys: { type: 'array', items: { type: 'string', enum: [...INFO_KEYS] } } },
      },
    },
  },
} as const;

export type InfoRouteTypes = RouteTypes<typeof infoRouteSchema>;

/** What _info describes: the permission view, the list's filter operators per column, the title noun. */
interface InfoSubject {
  view: string;
  filterOperators: Record<string, readonly string[]>;
  title: string;
}

/** The asked-for keys (all when `keys` is absent), in FAB's order. */
export function infoReply(
  user: AuthenticatedUser,
  subject: InfoSubject,
  keys: readonly string[] = INFO_KEYS,
): Record<string, unknown> {
  const reply: Record<string, unknown> = {};
  if (keys.includes('permissions')) {
    reply.permissions = PERMISSION_CATALOG.filter(
      ([permission, view]) => view === subject.view && hasPermission(user, permission, view),
    ).map(([permission]) => permission);
  }
  if (keys.includes('filters')) {
    reply.filters = Object.fromEntries(
      Object.entries(subject.filterOperators).map(([column, operators]) => [
        column,
        operators.map((operator) => ({ name: operator, operator })),
      ]),
    );
  }
  if (keys.includes('add_columns')) reply.add_columns = [];
  if (keys.includes('edit_columns')) reply.edit_columns = [];
  if (keys.includes('add_title')) reply.add_title = `Add ${subject.title}`;
  if (keys.includes('edit_title')) reply.edit_title = `Edit ${subject.title}`;
  return reply;
}
