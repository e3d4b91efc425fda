/** 'Drill to detail: <chart name>': the rows behind the chart with the drill's filters applied. */
import type { QueryFormData } from '../../../api/chartDataTypes';
import { DrillDetailPane } from './DrillDetailPane';
import { DrillModal } from './DrillModal';
import type { DrillFilter } from './drillTypes';

const DRILL_DETAIL_TITLE = 'Drill to detail: %s';

export function DrillDetailModal({
  chartId,
  chartName,
  formData,
  filters,
  onClose,
}: {
  chartId: number;
  chartName: string;
  formData: QueryFormData;
  filters: readonly DrillFilter[];
  onClose: () => void;
}) {
  return (
    <DrillModal title={DRILL_DETAIL_TITLE.replace('%s', chartName)} chartId={chartId} onClose={onClose}>
      <DrillDetailPane formData={formData} initialFilters={filters} />
    </DrillModal>
  );
}
