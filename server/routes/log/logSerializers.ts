/** How the log API shows an event (LogRestApi's list and show columns). */
import { pythonIsoFormat } from '../../http/bootstrapData';
import { columnLabel } from '../../http/listQuery';
import type { LogRecord } from '../../store/logs';

export const LOG_COLUMNS = [
  'user.username',
  'action',
  'dttm',
  'json',
  'slice_id',
  'dashboard_id',
  'user_id',
  'duration_ms',
  'referrer',
] as const;

/** Superset's LogMixin labels; the others are Flask-AppBuilder's generated ones. */
const LABEL_OVERRIDES: Record<string, string> = { action: 'Action', dttm: 'dttm', json: 'JSON', user: 'User' };

export function logColumnLabels(columns: readonly string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, LABEL_OVERRIDES[column] ?? columnLabel(column)]));
}

/** Every list/show column of an event; `user` is null for guests and anonymous rows. */
export function toLogItem(log: LogRecord): Record<string, unknown> {
  return {
    user: log.username === null ? null : { username: log.username },
    action: log.action,
    dttm: pythonIsoFormat(log.dttm),
    json: log.json,
    slice_id: log.slice_id,
    dashboard_id: log.dashboard_id,
    user_id: log.user_id,
    duration_ms: log.duration_ms,
    referrer: log.referrer,
  };
}

/** The chosen columns of an item; a dotted `user.username` keeps its nesting. */
export function selectLogColumns(item: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const column of columns) {
    if (column === 'user.username') selected.user = item.user;
    else selected[column] = item[column];
  }
  return selected;
}
