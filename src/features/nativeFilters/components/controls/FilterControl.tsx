/** A native filter's value control, chosen by its filter type; the filter bar renders its name. */
import type { JSX } from 'react';
import type { FilterControlProps } from './filterControlProps';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeGrainFilter } from './TimeGrainFilter';
import { TimeRangeFilter } from './TimeRangeFilter';

export type { FilterControlProps } from './filterControlProps';

export function FilterControl(props: FilterControlProps): JSX.Element {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return <TimeRangeFilter {...props} />;
    case 'filter_timegrain':
      return <TimeGrainFilter {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    default:
      // A filter type this app does not know renders an empty control rather than failing the bar.
      return <div data-test="filter-control-input" />;
  }
}
