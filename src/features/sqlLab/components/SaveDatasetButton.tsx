import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { canWriteDatasets } from '../../../utils/permissionRules';
import { selectUser } from '../../shell';
import { selectSqlLabDatabase } from '../sqlLabDatabases';
import type { Query } from '../types';

// Its form (antd's radio group brings antd's form hooks) is downloaded when first opened.
const SaveDatasetModal = lazy(() =>
  import('./SaveDatasetModal').then((module) => ({ default: module.SaveDatasetModal })),
);

interface SaveDatasetButtonProps {
  query: Query;
}

/**
 * 'Save dataset' under a tab's result (not a data preview), when the database allows virtual
 * datasets and the user may write datasets.
 */
export function SaveDatasetButton({ query }: SaveDatasetButtonProps) {
  const [open, setOpen] = useState(false);
  const allowed = useAppSelector(
    (state) => selectSqlLabDatabase(state, query.dbId)?.allows_virtual_table_explore ?? true,
  );
  const mayWrite = useAppSelector((state) => canWriteDatasets(selectUser(state)));
  if (query.isDataPreview || !allowed || !mayWrite) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save dataset</Button>
      {/* Mounted only while open: it needs the router, which the results pane itself does not. */}
      {open && (
        <Suspense fallback={null}>
          <SaveDatasetModal query={query} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
