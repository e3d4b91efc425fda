import { useEffect, useRef, useState } from 'react';
import { Empty, Tabs } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectDataPreviewsOfEditor, selectLatestQuery } from '../selectors';
import { QueryHistory } from './QueryHistory';
import { QueryResultView } from './QueryResultView';
import './ResultsPane.css';

export interface ResultsPaneProps {
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
 * A new run shows 'Results'; a new data preview shows its own tab.
 */
export function ResultsPane({ queryEditorId, onRerun }: ResultsPaneProps) {
  const latestQuery = useAppSelector((state) => selectLatestQuery(state, queryEditorId));
  const previews = useAppSelector((state) => selectDataPreviewsOfEditor(state, queryEditorId));
  const [activeKey, setActiveKey] = useState(RESULTS_KEY);

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
    const startedHere = started.filter(([id, startDttm]) => !seenPreviewIds.current.has(id) && Number(startDttm) >= openedAt);
    seenPreviewIds.current = new Set(ids);
    const latestChanged = seenLatestId.current !== undefined && seenLatestId.current !== latestId;
    seenLatestId.current = latestId;
    if (startedHere.length > 0) setActiveKey(startedHere[startedHere.length - 1][0]);
    else if (latestChanged && latestId) setActiveKey(RESULTS_KEY);
    else setActiveKey((current) => (current === RESULTS_KEY || current === HISTORY_KEY || ids.includes(current) ? current : RESULTS_KEY));
  }, [previewKey, latestId, openedAt]);

  return (
    <Tabs
      className="sqllab-results-pane"
      activeKey={activeKey}
      onChange={setActiveKey}
      items={[
        {
          key: RESULTS_KEY,
          label: 'Results',
          children: latestQuery ? (
            <QueryResultView key={latestQuery.id} query={latestQuery} />
          ) : (
            <Empty description="Run a query to see its results here" />
          ),
        },
        {
          key: HISTORY_KEY,
          label: 'Query history',
          children: <QueryHistory queryEditorId={queryEditorId} onRerun={onRerun} />,
        },
        ...previews.map(({ table, query }) => ({
          key: query.id,
          label: dataPreviewLabel(table.schema, table.name),
          children: <QueryResultView key={query.id} query={query} />,
        })),
      ]}
    />
  );
}
