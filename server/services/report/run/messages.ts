/**
 * The states and messages of report and alert runs, word for word as Superset writes them in its
 * execution log (superset/commands/report/exceptions.py, superset/reports/models.py), plus the
 * embedded server's own for a stopped server and runs missed while it was down.
 */

/** Superset's ReportState values (`last_state` and the execution log's `state`). */
export const ReportState = {
  Success: 'Success',
  Working: 'Working',
  Error: 'Error',
  NotTriggered: 'Not triggered',
  Grace: 'On Grace',
} as const;
export type ReportStateName = (typeof ReportState)[keyof typeof ReportState];

export const WORKING_TIMEOUT_MESSAGE = 'Report Schedule reached a working timeout.';
export const PREVIOUS_WORKING_MESSAGE = 'Report Schedule is still working, refusing to re-compute.';
export const GRACE_PERIOD_MESSAGE = 'Alert fired during grace period.';
export const UNEXPECTED_ERROR_MESSAGE = 'Report Schedule execution got an unexpected error.';

export const ALERT_QUERY_ERROR_MESSAGE = 'An error occurred when running alert query';
export const ALERT_QUERY_TIMEOUT_MESSAGE = 'A timeout occurred while executing the query.';
export const ALERT_VALIDATOR_CONFIG_MESSAGE = 'Alert validator config error.';
export const ALERT_INVALID_TYPE_MESSAGE = 'Alert query returned a non-number value.';

export function alertMultipleRowsMessage(rowCount: number): string {
  return `Alert query returned more than one row. ${rowCount} rows returned`;
}

export function alertMultipleColumnsMessage(columnCount: number): string {
  return `Alert query returned more than one column. ${columnCount} columns returned`;
}

/** A run that was under way when the server stopped (found on the next start, or at close). */
export const SERVER_STOPPED_MESSAGE = 'The server stopped during this run';

/** Due times that passed while the server was down: recorded once, never replayed. */
export function missedRunsMessage(count: number, capped: boolean): string {
  const runs = count === 1 ? '1 scheduled run' : `${capped ? 'more than ' : ''}${count} scheduled runs`;
  return `Missed ${runs} while the server was not running`;
}
