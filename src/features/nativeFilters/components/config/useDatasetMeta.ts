/**
 * The columns and metrics of a filter's dataset, as Explore reads them (`GET /api/v1/explore/`),
 * so the form offers only what exists in that dataset. Read once per form and passed down.
 */
import { useEffect, useState } from 'react';
import { getClientErrorObject, isAbortError } from '../../../../api/errors';
import { fetchExplore } from '../../../../api/explore';
import type { DatasourceMeta } from '../../../../api/datasourceTypes';

interface DatasetMetaState {
  dataset: DatasourceMeta | null;
  loading: boolean;
  error: string | null;
}

interface LoadedState extends DatasetMetaState {
  id: number;
}

export function useDatasetMeta(datasetId: number | undefined): DatasetMetaState {
  const [state, setState] = useState<LoadedState | null>(null);
  useEffect(() => {
    if (datasetId === undefined) return;
    const controller = new AbortController();
    fetchExplore({ datasource_id: datasetId, datasource_type: 'table' }, controller.signal).then(
      ({ dataset }) => setState({ id: datasetId, dataset, loading: false, error: null }),
      async (caught: unknown) => {
        if (isAbortError(caught)) return;
        const { error } = await getClientErrorObject(caught);
        setState({ id: datasetId, dataset: null, loading: false, error });
      },
    );
    return () => controller.abort();
  }, [datasetId]);
  if (datasetId === undefined) return { dataset: null, loading: false, error: null };
  // A reply for another dataset is stale: the new one is on its way.
  return state && state.id === datasetId ? state : { dataset: null, loading: true, error: null };
}
