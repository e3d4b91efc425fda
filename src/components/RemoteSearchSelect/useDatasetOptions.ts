import { useMemo } from 'react';
import { datasetChoiceLabel, useSearchDatasetsQuery } from '../../api/datasets';
import type { RemoteSearchOption } from './RemoteSearchSelect';

/** Options of a dataset picker for a search text (RemoteSearchSelect's `useOptions`). */
export function useDatasetOptions(search: string): { options: RemoteSearchOption[]; loading: boolean } {
  const { data, isFetching } = useSearchDatasetsQuery(search);
  const options = useMemo(
    () => (data ?? []).map((dataset) => ({ value: dataset.id, label: datasetChoiceLabel(dataset) })),
    [data],
  );
  return { options, loading: isFetching };
}
