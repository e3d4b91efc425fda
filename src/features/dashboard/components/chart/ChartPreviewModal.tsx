/** The query a chart runs ('View query'), or the rows it gets ('View as table', a page at a time in the result grid). */
import { Modal, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ChartDataQueryResult, QueryFormData } from '../../../../api/chartDataTypes';
import { GENERIC_ERROR_MESSAGE, getClientErrorObject } from '../../../../api/errors';
import { DataGrid } from '../../../../components/DataGrid';
import { resultCellFormat, resultGridColumns } from '../../../charts';
import { DATA_PAGE_SIZE, DataPager, rowsOfPage } from '../../../../components/DataPager';
import { ErrorBox } from '../../../../components/ErrorBox';
import { fetchChartPreview, type ChartPreviewType } from './chartPreview';

type Preview =
  { status: 'loading' } | { status: 'ready'; results: ChartDataQueryResult[] } | { status: 'failed'; message: string };

/** One query's rows, a page at a time: the reply holds them all. */
function PagedResultGrid({ result }: { result: ChartDataQueryResult }) {
  const [page, setPage] = useState(1);
  const columns = useMemo(() => resultGridColumns(result), [result]);
  const cellFormat = useMemo(() => resultCellFormat(result), [result]);
  const rows = useMemo(() => rowsOfPage(result.data, page, DATA_PAGE_SIZE), [result, page]);
  return (
    <>
      <DataGrid columns={columns} rows={rows} height={400} cellFormat={cellFormat} />
      <DataPager page={page} pageSize={DATA_PAGE_SIZE} total={result.data.length} onChange={setPage} />
    </>
  );
}

export function ChartPreviewModal({
  type,
  title,
  formData,
  onClose,
}: {
  type: ChartPreviewType;
  title: string;
  formData: QueryFormData;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchChartPreview(formData, type, controller.signal)
      .then((results) => setPreview({ status: 'ready', results }))
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error ? error.message : ((await getClientErrorObject(error)).error ?? GENERIC_ERROR_MESSAGE);
        setPreview({ status: 'failed', message });
      });
    return () => controller.abort();
  }, [formData, type]);

  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={type === 'results' ? 900 : 600} destroyOnHidden>
      {preview.status === 'loading' ? <Spin /> : null}
      {preview.status === 'failed' ? <ErrorBox message={preview.message} source="dashboard" /> : null}
      {preview.status === 'ready' && type === 'query'
        ? preview.results.map((result, index) => (
            <pre
              key={index}
              data-test="chart-query"
              style={{ whiteSpace: 'pre-wrap', maxHeight: 400, overflow: 'auto' }}
            >
              {result.query ?? result.error ?? ''}
            </pre>
          ))
        : null}
      {preview.status === 'ready' && type === 'results'
        ? preview.results.map((result, index) => <PagedResultGrid key={index} result={result} />)
        : null}
    </Modal>
  );
}
