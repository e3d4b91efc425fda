/** What the Action log table shows of one `GET /api/v1/log/` row. */
import type { ActionLogRow } from '../../../api/log';

export interface ActionLogTableRow {
  key: number;
  username: string;
  /** The event's name when the row is one browser event, else the logged action. */
  event: string;
  action: string;
  dashboardId: number | null;
  sliceId: number | null;
  /** When the server logged it, as it sent it (ISO, UTC). */
  time: string;
  /** The event's own duration when it has one (timings), else how long the log request took. */
  durationMs: number | null;
}

function parsedEvent(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function toActionLogTableRow(row: ActionLogRow, id: number): ActionLogTableRow {
  const event = parsedEvent(row.json);
  const eventName = event?.event_name;
  const eventDuration = event?.duration;
  return {
    key: id,
    username: row.user?.username ?? '',
    event: typeof eventName === 'string' ? eventName : row.action,
    action: row.action,
    dashboardId: row.dashboard_id ?? (typeof event?.dashboard_id === 'number' ? event.dashboard_id : null),
    sliceId: row.slice_id ?? (typeof event?.slice_id === 'number' ? event.slice_id : null),
    time: row.dttm ?? '',
    durationMs: typeof eventDuration === 'number' ? eventDuration : row.duration_ms,
  };
}
