/**
 * FAB's GET /api/v1/<resource>/related/<column>: the `q` it takes (filter, page, page_size,
 * include_ids) and its `{count, result: [{value, text, extra}]}` reply, searched, paged, with the
 * asked-for `include_ids` that the page lacks added in front.
 */
import type { UserSummary } from '../store/charts';
import { fullName } from '../services/chart/chartPresentation';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './listQuery';
import type { RouteTypes } from './routeSchemaTypes';

export const relatedRouteSchema = {
  params: { type: 'object', required: ['column'], properties: { column: { type: 'string' } } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: {
        type: 'object',
        additionalProperties: false,
        properties: {
          filter: { type: 'string' },
          page: { type: 'integer', minimum: 0 },
          page_size: { type: 'integer', minimum: 1 },
          include_ids: { type: 'array', items: { type: 'integer' } },
        },
      },
    },
  },
} as const;

export type RelatedRouteTypes = RouteTypes<typeof relatedRouteSchema>;
type RelatedArgs = NonNullable<RelatedRouteTypes['Querystring']['q']>;

export interface RelatedItem {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

interface RelatedReply {
  count: number;
  result: RelatedItem[];
}

/** Where a resource's related users come from (its repository). */
interface RelatedUserSource {
  relatedUsers(search: string): Promise<UserSummary[]>;
  userSummaries(ids: Iterable<number>): Promise<Map<number, UserSummary>>;
}

function userItem(user: UserSummary): RelatedItem {
  return { value: user.id, text: fullName(user), extra: { active: user.active, email: user.email } };
}

/**
 * One page of `items` (all that match the filter, in order); `includedItems` gives the items of the
 * `include_ids` not on that page, which go in front.
 */
export async function relatedReply(
  items: RelatedItem[],
  args: RelatedArgs,
  includedItems: (missingIds: number[]) => Promise<RelatedItem[]>,
): Promise<RelatedReply> {
  const pageSize = Math.min(args.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = args.page ?? 0;
  const result = items.slice(page * pageSize, page * pageSize + pageSize);
  const missing = (args.include_ids ?? []).filter((id) => !result.some((item) => item.value === id));
  if (missing.length > 0) result.unshift(...(await includedItems(missing)));
  return { count: items.length, result };
}

/** The related users (owners, created_by, changed_by) matching `filter`, included ones in the order asked. */
export async function relatedUsersReply(source: RelatedUserSource, args: RelatedArgs): Promise<RelatedReply> {
  const users = await source.relatedUsers(args.filter ?? '');
  return relatedReply(users.map(userItem), args, async (missingIds) => {
    const included = await source.userSummaries(missingIds);
    return missingIds.flatMap((id) => {
      const user = included.get(id);
      return user ? [userItem(user)] : [];
    });
  });
}
