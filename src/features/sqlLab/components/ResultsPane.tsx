import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Empty, Spin, Tabs } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { removeDataPreview } from '../sqlLabSlice';
import { selectDataPreviewsOfEditor, selectLatestQuery } from '../selectors';
import type { Query } from '../types';
import './ResultsPane.css';

// Its table (antd's Table) is downloaded when the tab is first opened, not with SQL Lab.
const QueryHistory = lazy(() => import('./QueryHistory').then((module) => ({ default: module.QueryHistory })));

// A run's view (its grid, progress bar and result controls) is downloaded with the first run shown.
type QueryResultViewComponent = (typeof import('./QueryResultView'))['QueryResultView'];
let arrivedView: QueryResultViewComponent | undefined;

function loadQueryResultView(): Promise<QueryResultViewComponent> {
  return import('./QueryResultView').then((module) => (arrivedView = module.QueryResultView));
}

/** Downloads a run's view ahead of the first run shown, so that run renders it at once (tests rely on it). */
export function preloadQueryResultView(): Promise<void> {
  return loadQueryResultView().then(() => undefined);
}

const LazyQueryResultView = lazy(() => loadQueryResultView().then((view) => ({ default: view })));

function RunView({ query }: { query: Query }) {
  // Chosen once per run shown: switching later would remount the view and lose its state.
  const [ArrivedView] = useState(() => arrivedView);
  if (ArrivedView) return <ArrivedView query={query} />;
  return (
    <Suspense fallback={<Spin />}>
      <LazyQueryResultView query={query} />
    </Suspense>
  );
}

interface ResultsPaneProps {
  queryEditorId: string;
  onRerun: (sql: string) => void;
}

const RESULTS_KEY = 'results';
const HISTORY_KEY = 'history';

/** The tab label of a table's data preview, as Superset writes it. */
export const dataPreviewLabel = (schema: string, name: string): string =>
  schema ? `Preview: \`${schema}\`.\`${name}\`` : `Preview: \`${name}\``;

/**
 * 'Results' (the tab's latest run), 'Query history' and one 'Preview' tab per table data preview.
 * A new run shows 'Results'; a new data preview shows its own tab; a preview tab can be closed.
 */
export function ResultsPane({ queryEditorId, onRerun }: ResultsPaneProps) {
  const latestQuery = useAppSelector((state) => selectLatestQuery(state, queryEditorId));
  const previews = useAppSelector((state) => selectDataPreviewsOfEditor(state, queryEditorId));
  const [activeKey, setActiveKey] = useState(RESULTS_KEY);
  const dispatch = useAppDispatch();

  // Follow what the user starts here: a new run shows 'Results', a data preview started since the
  // pane opened shows its tab. Previews restored with the tab (started earlier) do not take the focus.
  const [openedAt] = useState(() => Date.now());
  const seenPreviewIds = useRef<Set<string>>(new Set());
  const seenLatestId = useRef<string | null | undefined>(undefined);
  const latestId = latestQuery?.id ?? null;
  const previewKey = previews.map(({ query }) => `${query.id}@${query.startDttm}`).join(' ');
  useEffect(() => {
    const started = previewKey ? previewKey.split(' ').map((entry) => entry.split('@')) : [];
    const ids = started.map(([id]) => id);
    const startedHere = started.filter(
      ([id, startDttm]) => !seenPreviewIds.current.has(id) && Number(startDttm) >= openedAt,
    );
    seenPreviewIds.current = new Set(ids);
    const latestChanged = seenLatestId.current !== undefined && seenLatestId.current !== latestId;
    seenLatestId.current = latestId;
    if (startedHere.length > 0) setActiveKey(startedHere[startedHere.length - 1][0]);
    else if (latestChanged && latestId) setActiveKey(RESULTS_KEY);
    else
      setActiveKey((current) =>
        current === RESULTS_KEY || current === HISTORY_KEY || ids.includes(current) ? current : RESULTS_KEY,
      );
  }, [previewKey, latestId, openedAt]);

  return (
    <Tabs
      className="sqllab-results-pane"
      type="editable-card"
      hideAdd
      activeKey={activeKey}
      onChange={setActiveKey}
      onEdit={(key, action) => {
        // Only preview tabs can be closed: their key is the preview run's id.
        const preview = previews.find(({ query }) => query.id === key);
        if (action === 'remove' && preview) dispatch(removeDataPreview(preview.table.id));
      }}
      items={[
        {
          key: RESULTS_KEY,
          closable: false,
          label: 'Results',
          children: latestQuery ? (
            <RunView key={latestQuery.id} query={latestQuery} />
          ) : (
            <Empty description="Run a query to see its results here" />
          ),
        },
        {
          key: HISTORY_KEY,
          closable: false,
          label: 'Query history',
          children: (
            <Suspense fallback={<Spin />}>
              <QueryHistory queryEditorId={queryEditorId} onRerun={onRerun} />
            </Suspense>
          ),
        },
        ...previews.map(({ table, query }) => ({
          key: query.id,
          closable: true,
          closeIcon: <CloseOutlined aria-label={`Close ${dataPreviewLabel(table.schema, table.name)}`} />,
          label: dataPreviewLabel(table.schema, table.name),
          children: <RunView key={query.id} query={query} />,
        })),
      ]}
    />
  );
}
