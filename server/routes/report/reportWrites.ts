/**
 * POST, PUT and DELETE on /api/v1/report/: the body's schema (400), then Superset's commands
 * (404, 403, 409, 422). Replies echo the loaded body as `result`, as FAB does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { HttpError } from '../../errors';
import {
  checkedDeletion,
  checkedNewReport,
  checkedReportChanges,
  nameTakenMessage,
  ReportInvalidError,
  type ReportCommandContext,
} from '../../services/report/reportCommandRules';
import { assertValidReportBody } from '../../services/report/reportValidation';
import {
  reportPostBodySchema,
  reportPutBodySchema,
  type ReportPostBody,
  type ReportPutBody,
} from '../../services/report/reportValidationSchemas';
import { ReportNameTakenError } from '../../store/reports';
import { decodeIdList, idListQuerySchema, type IdListQuery } from '../chart/chartSchemas';
import {
  reportIdOf,
  reportPkParamsSchema,
  requestUser,
  requireAlertReports,
  withCommandErrors,
} from './reportRequests';

function commandContext(app: FastifyInstance, request: FastifyRequest): ReportCommandContext {
  return { app, user: requestUser(request) };
}

/** A name taken between the check and the write is the same 422 as one taken before. */
async function storeWrite<T>(type: string, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ReportNameTakenError) throw new ReportInvalidError({ name: [nameTakenMessage(type, name)] });
    throw error;
  }
}

export function registerReportWriteRoutes(app: FastifyInstance): void {
  const guards = [requireAlertReports(app), requirePermission('can_write', 'ReportSchedule')];

  app.post<{ Body: ReportPostBody }>(
    '/api/v1/report/',
    { schema: { body: reportPostBodySchema }, attachValidation: true, onRequest: guards },
    async (request, reply) => {
      assertValidReportBody(request.body, request.validationError?.validation, 'post', app.config);
      return withCommandErrors(reply, async () => {
        const context = commandContext(app, request);
        const fields = await checkedNewReport(context, request.body);
        const report = await storeWrite(fields.type, fields.name, () =>
          app.store.reports.create(fields, context.user.id),
        );
        return reply.status(201).send({ id: report.id, result: request.body });
      });
    },
  );

  app.put<{ Params: { pk: string }; Body: ReportPutBody }>(
    '/api/v1/report/:pk',
    {
      schema: { params: reportPkParamsSchema, body: reportPutBodySchema },
      attachValidation: true,
      onRequest: guards,
    },
    async (request, reply) => {
      assertValidReportBody(request.body, request.validationError?.validation, 'put', app.config);
      return withCommandErrors(reply, async () => {
        const context = commandContext(app, request);
        const { report, fields } = await checkedReportChanges(context, reportIdOf(request.params.pk), request.body);
        const updated = await storeWrite(fields.type ?? report.type, fields.name ?? report.name, () =>
          app.store.reports.update(report.id, fields, context.user.id),
        );
        return { id: updated.id, result: request.body };
      });
    },
  );

  app.delete<{ Params: { pk: string } }>(
    '/api/v1/report/:pk',
    { schema: { params: reportPkParamsSchema }, onRequest: guards },
    async (request) => {
      const reports = await checkedDeletion(commandContext(app, request), [reportIdOf(request.params.pk)]);
      await app.store.reports.deleteMany(reports.map((report) => report.id));
      return { message: 'OK' };
    },
  );

  app.delete<{ Querystring: IdListQuery }>(
    '/api/v1/report/',
    { schema: { querystring: idListQuerySchema }, onRequest: guards },
    async (request) => {
      const ids = decodeIdList(request.query.q);
      if (ids.length === 0) throw new HttpError(404, 'Not found');
      const reports = await checkedDeletion(commandContext(app, request), ids);
      await app.store.reports.deleteMany(reports.map((report) => report.id));
      return { message: ids.length === 1 ? 'Deleted 1 report schedule' : `Deleted ${ids.length} report schedules` };
    },
  );
}
