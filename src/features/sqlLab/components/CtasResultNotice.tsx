import { useEffect, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { exploreDatasetUrl } from '../../../api/datasets';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canOpenExplore, canWriteDatasets } from '../../../utils/permissionRules';
import { selectUser } from '../../shell';
import { selectLatestQuery } from '../selectors';
import { refreshSchemaTables } from '../thunks/ctasTables';
import { datasetOfCtasTable } from '../thunks/datasets';
import { openInNewTab } from '../thunks/openFromUrl';
import type { Query } from '../types';

/** 'schema.table' of a CTAS target, or just the table when no schema is known. */
function ctasTargetName(query: Pick<Query, 'tempSchema' | 'tempTable'>): string {
  return query.tempSchema ? `${query.tempSchema}.${query.tempTable ?? ''}` : (query.tempTable ?? '');
}

interface CtasResultNoticeProps {
  queryEditorId: string;
}

/**
 * After a successful 'Create table as' / 'Create view as' run of the tab: 'Table [x] was created'
 * with 'Query in a new tab' and 'Explore' (the table's dataset, found or created, in Explore).
 */
export function CtasResultNotice({ queryEditorId }: CtasResultNoticeProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const query = useAppSelector((state) => selectLatestQuery(state, queryEditorId));
  // 'Explore' finds or creates the table's dataset, then opens Explore on it.
  const mayExplore = useAppSelector(
    (state) => canWriteDatasets(selectUser(state)) && canOpenExplore(selectUser(state)),
  );
  const [exploring, setExploring] = useState(false);
  const created = query !== null && query.ctas && query.state === 'success' && Boolean(query.tempTable);
  const targetSchema = query ? (query.tempSchema ?? query.schema) : null;
  const dbId = query?.dbId ?? null;
  const queryId = query?.id ?? null;
  // The left bar lists the new table once the run has created it.
  useEffect(() => {
    if (created && dbId !== null && targetSchema) void dispatch(refreshSchemaTables(dbId, targetSchema));
  }, [created, dbId, targetSchema, queryId, dispatch]);
  if (!query || !query.ctas || query.state !== 'success' || !query.tempTable) return null;
  const target = ctasTargetName(query);
  const kind = query.ctas_method === 'VIEW' ? 'View' : 'Table';

  const explore = async () => {
    setExploring(true);
    const datasetId = await dispatch(datasetOfCtasTable(query));
    setExploring(false);
    if (datasetId !== null) navigate(exploreDatasetUrl(datasetId));
  };
  const queryInNewTab = () =>
    void dispatch(
      openInNewTab({
        dbId: query.dbId,
        schema: query.tempSchema ?? query.schema,
        sql: `SELECT * FROM ${target}`,
        autorun: true,
      }),
    );

  return (
    <Alert
      type="info"
      style={{ marginBottom: 8 }}
      title={
        <Space wrap>
          <span>
            {kind} [<strong>{target}</strong>] was created
          </span>
          <Button size="small" onClick={queryInNewTab}>
            Query in a new tab
          </Button>
          {mayExplore && (
            <Button size="small" type="primary" loading={exploring} onClick={() => void explore()}>
              Explore
            </Button>
          )}
        </Space>
      }
    />
  );
}
