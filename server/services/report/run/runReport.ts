/**
 * One run of an alert or report, as Superset's ReportScheduleStateMachine decides it: an alert
 * that fired and delivered stays quiet for its grace period ('On Grace', its query not run); else
 * its query runs and is validated ('Not triggered', or delivered); a report is made and delivered.
 * Every failure becomes an 'Error' outcome with its message: a run never throws.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportRecord } from '../../../store/reports';
import { buildReportContent } from '../content';
import { deliverReport, type DeliveryKind } from '../delivery';
import { runAlertQuery } from './alertQuery';
import { evaluateAlert, type AlertVerdict } from './alertValidator';
import { GRACE_PERIOD_MESSAGE, ReportState, UNEXPECTED_ERROR_MESSAGE, type ReportStateName } from './messages';

const ALERT_TYPE = 'Alert';

interface ReportRunContext {
  /** When the run was dispatched; the grace period is measured back from it. */
  now: Date;
  /** Aborted when the run reaches its working timeout or the server stops. */
  signal: AbortSignal;
  /** How long the alert query may take. */
  queryTimeoutMs: number;
}

/** How a run ended: the execution log row's and the report's state. */
export interface ReportRunOutcome {
  state: ReportStateName;
  error_message: string | null;
  /** Operator alerts: the value compared. */
  value?: number | null;
  /** Not-null alerts: the value as text. */
  value_row_json?: string | null;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/** Whether the alert delivered within its grace period before `now` (Superset's is_in_grace_period). */
async function isInGracePeriod(app: FastifyInstance, report: ReportRecord, now: Date): Promise<boolean> {
  if (!report.grace_period) return false;
  const logs = await app.store.reportExecutionLogs.listFor(report.id);
  const lastSuccess = logs.find((log) => log.state === ReportState.Success && log.end_dttm !== null);
  if (!lastSuccess?.end_dttm) return false;
  return now.getTime() - report.grace_period * 1000 < lastSuccess.end_dttm.getTime();
}

async function deliver(app: FastifyInstance, report: ReportRecord, kind: DeliveryKind): Promise<void> {
  const content = await buildReportContent(app, report);
  await deliverReport(app, report, content, kind);
}

function verdictValues(verdict: AlertVerdict): Pick<ReportRunOutcome, 'value' | 'value_row_json'> {
  return {
    ...(verdict.value !== undefined ? { value: verdict.value } : {}),
    ...(verdict.valueRowJson !== undefined ? { value_row_json: verdict.valueRowJson } : {}),
  };
}

async function runAlert(
  app: FastifyInstance,
  report: ReportRecord,
  context: ReportRunContext,
): Promise<ReportRunOutcome> {
  const onGraceBefore = report.last_state === ReportState.Success || report.last_state === ReportState.Grace;
  if (onGraceBefore && (await isInGracePeriod(app, report, context.now))) {
    return { state: ReportState.Grace, error_message: GRACE_PERIOD_MESSAGE };
  }
  const result = await runAlertQuery(app, report, { signal: context.signal, timeoutMs: context.queryTimeoutMs });
  const verdict = evaluateAlert(report.validator_type, report.validator_config_json, result);
  const values = verdictValues(verdict);
  if (!verdict.triggered) return { state: ReportState.NotTriggered, error_message: null, ...values };
  try {
    await deliver(app, report, {
      alert: { value: verdict.value ?? verdict.valueRowJson ?? null, threshold: verdict.condition },
    });
  } catch (error) {
    return { state: ReportState.Error, error_message: errorText(error), ...values };
  }
  return { state: ReportState.Success, error_message: null, ...values };
}

/** Runs the alert or report once; the outcome says how it went (never throws). */
export async function runReport(
  app: FastifyInstance,
  report: ReportRecord,
  context: ReportRunContext,
): Promise<ReportRunOutcome> {
  try {
    if (report.type === ALERT_TYPE) return await runAlert(app, report, context);
    await deliver(app, report, {});
    return { state: ReportState.Success, error_message: null };
  } catch (error) {
    return { state: ReportState.Error, error_message: errorText(error) };
  }
}
