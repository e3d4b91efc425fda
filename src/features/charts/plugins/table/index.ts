/**
 * The table viz type: aggregate mode (dimensions + metrics, percent metrics) or raw records mode
 * (columns, order by), shown in the virtualized grid, or page by page with server pagination.
 */
import type { ChartPlugin } from '../types';
import { buildTableQueryContext } from './buildQuery';
import { tableControlPanel } from './controlPanel';
import type { TableRenderProps } from './TableChart';
import { transformTableProps } from './transformProps';

export { parseOrderByCols } from './buildQuery';
export { TABLE_AGGREGATE_EMPTY_MESSAGE } from './controlPanel';

export const plugin: ChartPlugin<TableRenderProps> = {
  vizType: 'table',
  name: 'Table',
  category: 'Table',
  crossFilter: true,
  drill: true,
  controlPanel: tableControlPanel,
  buildQuery: buildTableQueryContext,
  transformProps: transformTableProps,
  loadRenderer: () => import('./TableChart'),
};
