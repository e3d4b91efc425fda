import { Empty, Tabs } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectLatestQuery } from '../selectors';
import { QueryHistory } from './QueryHistory';
import { QueryResultView } from './QueryResultView';
import './ResultsPane.css';

export interface ResultsPaneProps {
  queryEditorId: string;
  onRerun: (sql: string) => void;
}

/** 'Results' (the tab's latest run) and 'Query history'. */
export function ResultsPane({ queryEditorId, onRerun }: ResultsPaneProps) {
  const latestQuery = useAppSelector((state) => selectLatestQuery(state, queryEditorId));
  return (
    <Tabs
      className="sqllab-results-pane"
      items={[
        {
          key: 'results',
          label: 'Results',
          children: latestQuery ? (
            <QueryResultView key={latestQuery.id} query={latestQuery} />
          ) : (
            <Empty description="Run a query to see its results here" />
          ),
        },
        {
          key: 'history',
          label: 'Query history',
          children: <QueryHistory queryEditorId={queryEditorId} onRerun={onRerun} />,
        },
      ]}
    />
  );
}
