import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Progress, Space, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DataGrid } from '../../../components/DataGrid';
import { ErrorBox } from '../../../components/ErrorBox';
import { FRONTEND_TIMEOUT_ERROR } from '../../../api/errors';
import { isUserAdmin } from '../../../utils/permissions';
import { canExportSqlLabResults } from '../../../utils/permissionRules';
import { selectConf, selectUser } from '../../shell';
import { fetchQueryResults } from '../thunks/fetchResults';
import { failedForSessionTimeout, reRunQuery } from '../thunks/reRunQuery';
import { QUERY_STOPPED_MESSAGE } from '../thunks/stopQuery';
import type { Query } from '../types';
import { ElapsedTimer } from './ElapsedTimer';
import { limitNotice } from './limitMessages';
import { ResultControls } from './ResultControls';
import { toGridColumns } from './resultColumns';

const NO_DATA_MESSAGE = 'The query returned no data';

function RunningView({ query }: { query: Query }) {
  const progressText = typeof query.extra?.progress === 'string' ? query.extra.progress : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-busy="true">
      <Space>
        <Spin size="small" />
        <Typography.Text>{query.state}</Typography.Text>
        <ElapsedTimer startMs={query.startDttm} endMs={query.endDttm} />
      </Space>
      <Progress percent={Math.round(query.progress)} status="active" aria-label="Query progress" />
      {progressText && <Alert type="success" title={progressText} />}
    </Space>
  );
}

export const RETRY_FETCHING_RESULTS = 'Retry fetching results';

function FailedView({ query }: { query: Query }) {
  const dispatch = useAppDispatch();
  const errors = [...(query.extra?.errors ?? []), ...(query.errors ?? [])];
  const timedOutFetching = errors.some((error) => error.error_type === FRONTEND_TIMEOUT_ERROR);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {errors.length > 0 ? (
        <ErrorBox error={errors[0]} link={query.link ?? undefined} source="sqllab" />
      ) : (
        <ErrorBox message={query.errorMessage ?? undefined} link={query.link ?? undefined} source="sqllab" />
      )}
      {timedOutFetching && query.resultsKey && (
        <Button size="small" onClick={() => void dispatch(fetchQueryResults(query, { timeoutMs: 0 }))}>
          {RETRY_FETCHING_RESULTS}
        </Button>
      )}
    </Space>
  );
}

function SuccessView({ query }: { query: Query }) {
  const conf = useAppSelector(selectConf);
  const user = useAppSelector(selectUser);
  const [filterText, setFilterText] = useState('');
  const results = query.results;
  const columns = useMemo(() => toGridColumns(results?.columns ?? []), [results?.columns]);
  const rows = results?.data ?? [];
  const canExport = canExportSqlLabResults(user);
  const notice = limitNotice(query, {
    defaultQueryLimit: conf.DEFAULT_SQLLAB_LIMIT,
    isAdmin: isUserAdmin(user),
    csv: canExport,
  });

  if (rows.length === 0) return <Alert type="warning" title={NO_DATA_MESSAGE} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ResultControls
        query={query}
        columns={columns}
        rows={rows}
        canExport={canExport}
        filterText={filterText}
        onFilterChange={setFilterText}
      />
      {notice.alert ? (
        <Alert
          type="warning"
          title={notice.alert.title}
          description={notice.alert.description}
          style={{ marginBottom: 8 }}
        />
      ) : (
        <Typography.Text className="sqllab-rows-returned" style={{ marginBottom: 8 }}>
          {notice.rowsReturned}
          {notice.limitMessage && <Typography.Text type="warning">. {notice.limitMessage}</Typography.Text>}
        </Typography.Text>
      )}
      <div className="sqllab-result-grid">
        <div className="sqllab-result-grid__fill">
          <DataGrid columns={columns} rows={rows} filterText={filterText} />
        </div>
      </div>
    </div>
  );
}

interface QueryResultViewProps {
  query: Query;
}

/** One run as the results pane shows it: progress, rows, the stop notice or the error. */
export function QueryResultView({ query }: QueryResultViewProps) {
  const dispatch = useAppDispatch();
  // Only when the pane first shows this run, as Superset's ResultSet on mount.
  const [sessionTimedOutAtMount] = useState(() => failedForSessionTimeout(query));
  useEffect(() => {
    if (sessionTimedOutAtMount) void dispatch(reRunQuery(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per shown run
  }, [sessionTimedOutAtMount, dispatch]);
  if (query.state === 'stopped') return <Alert type="warning" title={QUERY_STOPPED_MESSAGE} />;
  if (query.state === 'failed' || query.state === 'timed_out') return <FailedView query={query} />;
  if (query.state === 'success' && query.results && !query.cached) return <SuccessView query={query} />;
  if ((query.cached || query.state === 'success') && query.resultsKey) {
    return (
      <Button type="primary" size="small" onClick={() => void dispatch(fetchQueryResults(query))}>
        Refetch results
      </Button>
    );
  }
  return <RunningView query={query} />;
}
