/** A native filter's value control, chosen by its filter type; the filter bar renders its name. */
import { lazy, Suspense, type JSX } from 'react';
import { Spin } from 'antd';
import type { FilterControlProps } from './filterControlProps';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeGrainFilter } from './TimeGrainFilter';

export type { FilterControlProps } from './filterControlProps';

// Their controls (antd's slider and number inputs; Explore's time-range picker) download with the
// first dashboard that has such a filter, not with every dashboard.
const RangeFilter = lazy(() => import('./RangeFilter').then((module) => ({ default: module.RangeFilter })));
const TimeRangeFilter = lazy(() => import('./TimeRangeFilter').then((module) => ({ default: module.TimeRangeFilter })));

export function FilterControl(props: FilterControlProps): JSX.Element {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <RangeFilter {...props} />
        </Suspense>
      );
    case 'filter_time':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <TimeRangeFilter {...props} />
        </Suspense>
      );
    case 'filter_timegrain':
      return <TimeGrainFilter {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    default:
      // A filter type this app does not know renders an empty control rather than failing the bar.
      return <div data-test="filter-control-input" />;
  }
}
