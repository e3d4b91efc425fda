/**
 * The row-count and limit texts of a finished run, word for word from Superset's ResultSet
 * (superset-frontend/src/SqlLab/components/ResultSet/index.tsx, renderRowsReturned).
 */
import type { Query } from '../types';

interface LimitNotice {
  /** '%(rows)d rows returned'. */
  rowsReturned: string;
  /** The inline note beside the row count, if the rows were limited. */
  limitMessage: string | null;
  /** A warning shown above the grid: the display limit or the default dropdown limit was hit. */
  alert: { title: string; description: string } | null;
}

interface LimitNoticeContext {
  /** DEFAULT_SQLLAB_LIMIT. */
  defaultQueryLimit: number;
  isAdmin: boolean;
  /** Whether the CSV export is offered (the 'limited by the query' note only shows then). */
  csv: boolean;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/%\((\w+)\)d/g, (_match, name: string) => String(values[name] ?? ''));

const ROWS_RETURNED = '%(rows)d rows returned';
const DISPLAY_LIMIT_WITH_ADMIN =
  'The number of results displayed is limited to %(rows)d by the configuration DISPLAY_MAX_ROW. ' +
  'Please add additional limits/filters or download to csv to see more rows up to ' +
  'the %(limit)d limit.';
const DISPLAY_LIMIT_WITHOUT_ADMIN =
  'The number of results displayed is limited to %(rows)d. ' +
  'Please add additional limits/filters, download to csv, or contact an admin ' +
  'to see more rows up to the %(limit)d limit.';
const LIMITED_BY_QUERY = 'The number of rows displayed is limited to %(rows)d by the query';
const LIMITED_BY_LIMIT_DROPDOWN = 'The number of rows displayed is limited to %(rows)d by the limit dropdown.';
const LIMITED_BY_QUERY_AND_DROPDOWN =
  'The number of rows displayed is limited to %(rows)d by the query and limit dropdown.';
const LIMITED_BY_DROPDOWN = 'The number of rows displayed is limited to %(rows)d by the dropdown.';

export function limitNotice(
  query: Pick<Query, 'rows' | 'queryLimit' | 'limitingFactor' | 'results' | 'limit'>,
  { defaultQueryLimit, isAdmin, csv }: LimitNoticeContext,
): LimitNotice {
  const rows = query.rows ?? 0;
  const results = query.results;
  const limit = query.queryLimit || results?.query?.limit || query.limit || 0;
  const rowsCount = Math.min(rows, results?.data.length ?? 0);
  const limitReached = Boolean(results?.displayLimitReached);
  const factor = query.limitingFactor;
  const useDefaultDropdownAlert = limit === defaultQueryLimit && factor === 'DROPDOWN';

  let limitMessage: string | null = null;
  if (factor === 'QUERY' && csv) limitMessage = fill(LIMITED_BY_QUERY, { rows });
  else if (factor === 'DROPDOWN' && !useDefaultDropdownAlert) limitMessage = fill(LIMITED_BY_LIMIT_DROPDOWN, { rows });
  else if (factor === 'QUERY_AND_DROPDOWN') limitMessage = fill(LIMITED_BY_QUERY_AND_DROPDOWN, { rows });

  let alert: LimitNotice['alert'] = null;
  if (limitReached) {
    alert = {
      title: fill(ROWS_RETURNED, { rows: rowsCount }),
      description: fill(isAdmin ? DISPLAY_LIMIT_WITH_ADMIN : DISPLAY_LIMIT_WITHOUT_ADMIN, { rows: rowsCount, limit }),
    };
  } else if (useDefaultDropdownAlert) {
    alert = { title: fill(ROWS_RETURNED, { rows }), description: fill(LIMITED_BY_DROPDOWN, { rows }) };
  }
  return { rowsReturned: fill(ROWS_RETURNED, { rows }), limitMessage, alert };
}
