/** What every report route shares: the ALERT_REPORTS gate, the acting user, path ids and visible reports. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { notAuthorized, notFound } from '../../errors';
import { parsePathId } from '../../http/storedIntegers';
import { isReportVisible } from '../../services/report/reportAccessRules';
import { ReportInvalidError } from '../../services/report/reportCommandRules';
import type { ReportRecord } from '../../store/reports';

export const reportPkParamsSchema = {
  type: 'object',
  required: ['pk'],
  additionalProperties: false,
  properties: { pk: { type: 'string' } },
} as const;

/** Superset's before_request: every report route is missing while ALERT_REPORTS is off. */
export function requireAlertReports(app: FastifyInstance) {
  return async (): Promise<void> => {
    if (!app.config.featureFlags.ALERT_REPORTS) throw notFound();
  };
}

export function requestUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthorized();
  return request.user;
}

/** A `<int:pk>` path segment; anything else names nothing (404). */
export function reportIdOf(segment: string): number {
  const id = parsePathId(segment);
  if (id === null) throw notFound();
  return id;
}

/** The report when it exists and the list's base filter lets the user see it; else 404. */
export async function visibleReport(
  app: FastifyInstance,
  user: AuthenticatedUser,
  segment: string,
): Promise<ReportRecord> {
  const report = await app.store.reports.findById(reportIdOf(segment));
  if (!report || !isReportVisible(user, report)) throw notFound();
  return report;
}

/** Sends a command's 422 with its field texts as they are; other errors go to the app's handler. */
export async function withCommandErrors<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReportInvalidError) return reply.status(error.status).send({ message: error.messages });
    throw error;
  }
}
