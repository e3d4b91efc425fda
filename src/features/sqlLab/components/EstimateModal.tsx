import { useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { PlainTable } from '../../../components/PlainTable';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBox } from '../../../components/ErrorBox';
import { estimateQueryCost } from '../thunks/estimate';
import type { QueryCostRow, QueryEditor } from '../types';

interface EstimateModalProps {
  editor: QueryEditor;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function CostTable({ cost }: { cost: QueryCostRow[] }) {
  const labels = [...new Set(cost.flatMap((row) => Object.keys(row)))];
  return (
    <PlainTable<QueryCostRow>
      rows={cost}
      rowKey={(_row, index) => String(index)}
      columns={labels.map((label) => ({ key: label, title: label, value: (row) => cellText(row[label]) }))}
    />
  );
}

/** 'Estimate cost': asks the server and shows one row of cost values per statement, or the error. */
export function EstimateModal({ editor }: EstimateModalProps) {
  const dispatch = useAppDispatch();
  const estimate = useAppSelector((state) => state.sqlLab.queryCostEstimates[editor.id]);
  const [open, setOpen] = useState(false);

  const openAndEstimate = () => {
    setOpen(true);
    void dispatch(estimateQueryCost(editor));
  };

  let body = <Spin />;
  if (estimate?.error) body = <ErrorBox message={estimate.error} source="sqllab" />;
  else if (estimate?.completed && estimate.cost) body = <CostTable cost={estimate.cost} />;

  return (
    <>
      <Button onClick={openAndEstimate} disabled={editor.dbId === null}>
        Estimate cost
      </Button>
      <Modal title="Query cost estimate" open={open} onCancel={() => setOpen(false)} footer={null}>
        {body}
      </Modal>
    </>
  );
}
