/**
 * The builder pane's saved charts (spec charts §9): the 200 most recently changed, searched on the
 * server as the user types (debounced); those already on the dashboard marked added. A failed
 * fetch says so in the pane and in a toast with the reason.
 */
import { createSelector } from '@reduxjs/toolkit';
import { Alert, Empty, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { queryErrorText } from '../../../api/baseApi';
import { chartListRison, useGetChartsQuery } from '../../../api/charts';
import { useDebouncedValue } from '../../../components/RemoteSearchSelect';
import { addDangerToast } from '../../toasts';
import { chartIdsInLayout } from '../layout/layoutQueries';
import { SavedChartCard } from './SavedChartCard';

const SAVED_CHARTS_PAGE_SIZE = 200;
const SEARCH_DEBOUNCE_MS = 300;
const FETCH_FAILED_MESSAGE = 'Could not fetch all saved charts';
const FETCH_ERROR_PREFIX = 'Sorry there was an error fetching saved charts: ';

const selectChartIdsOnDashboard = createSelector(
  [(state: RootState) => state.dashboardLayout.present],
  (layout) => new Set(chartIdsInLayout(layout)),
);

export function SavedChartsList() {
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching } = useGetChartsQuery(
    chartListRison({ search: searched, pageSize: SAVED_CHARTS_PAGE_SIZE }),
  );
  const onDashboard = useAppSelector(selectChartIdsOnDashboard);
  const reason = queryErrorText(error);

  useEffect(() => {
    if (reason !== undefined) dispatch(addDangerToast(`${FETCH_ERROR_PREFIX}${reason}`));
    // Once per failed reply: the error object changes when a fetch fails again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, error]);

  return (
    <div data-test="saved-charts">
      <Input
        allowClear
        placeholder="Filter your charts"
        aria-label="Filter your charts"
        data-test="saved-charts-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {reason !== undefined ? (
        <Alert type="error" showIcon title={FETCH_FAILED_MESSAGE} style={{ marginBottom: 12 }} />
      ) : null}
      {isFetching && !data ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {data && data.result.length === 0 ? <Empty description="No charts" /> : null}
      {data?.result.map((chart) => (
        <SavedChartCard key={chart.id} chart={chart} added={onDashboard.has(chart.id)} />
      ))}
    </div>
  );
}
