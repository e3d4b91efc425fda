/**
 * Who a report runs as: Superset's default executor, the report's owner (here the first owner),
 * else its creator. Content is made with that user's rights, so a report never shows more than
 * its owner may see.
 */
import type { FastifyInstance } from 'fastify';
import { signToken } from '../../../auth/jwt';
import type { UserRecord } from '../../../store';
import { ReportContentError, type ReportToRender } from './types';

export interface ReportExecutor {
  user: UserRecord;
  /** `Authorization` header value for the app's own API, as this user. */
  authorization: string;
}

export async function reportExecutor(app: FastifyInstance, report: ReportToRender): Promise<ReportExecutor> {
  const userId = report.owner_ids[0] ?? report.created_by_fk;
  const user = userId === null || userId === undefined ? null : await app.store.users.findById(userId);
  if (!user || !user.active) {
    const who = user ? ` "${user.username}"` : userId === null || userId === undefined ? '' : ` with id ${userId}`;
    throw new ReportContentError(`Report Schedule executor user${who} was not found.`);
  }
  return { user, authorization: `Bearer ${signToken(app.secretKey, user.id, 'access')}` };
}
