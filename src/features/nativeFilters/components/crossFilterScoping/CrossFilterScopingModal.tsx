/**
 * 'Cross-filtering scoping' (reference §3.7): which charts the cross-filters of the dashboard's
 * charts reach, globally and per chart. The draft lives while the modal is open; Save hands the
 * scopes with every `chartsInScope` recomputed to `onSave`, and a failed save leaves the modal
 * open as it was (the caller reports the failure).
 */
import { Button, Modal } from 'antd';
import { useMemo, useState } from 'react';
import type { ChartCrossFilterConfig, GlobalChartConfiguration } from '../../rules/filterTypes';
import type { ScopeLayout } from '../../rules/scope';
import { ScopingEntryList } from './ScopingEntryList';
import { ScopingTreePanel } from './ScopingTreePanel';
import { initialDraft, isCustomScope, savedScoping, shownScope, withScope, type SavedScoping } from './scopingDraft';

export interface CrossFilterScopingModalProps {
  open: boolean;
  layout: ScopeLayout;
  /** The dashboard's interactive charts. */
  charts: { id: number; sliceName: string }[];
  chartConfiguration: Record<string, ChartCrossFilterConfig>;
  globalChartConfiguration: GlobalChartConfiguration;
  onSave(next: SavedScoping): Promise<void>;
  onCancel(): void;
}

export const CROSS_FILTER_SCOPING_TITLE = 'Cross-filtering scoping';

/** Mounted only while open, so that every opening starts from the saved configuration. */
export function CrossFilterScopingModal(props: CrossFilterScopingModalProps) {
  return props.open ? <ScopingDialog {...props} /> : null;
}

function ScopingDialog({
  layout,
  charts,
  chartConfiguration,
  globalChartConfiguration,
  onSave,
  onCancel,
}: CrossFilterScopingModalProps) {
  const [draft, setDraft] = useState(() =>
    initialDraft(
      chartConfiguration,
      globalChartConfiguration,
      charts.map((chart) => chart.id),
    ),
  );
  const [selected, setSelected] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const chartNames = useMemo(() => new Map(charts.map((chart) => [chart.id, chart.sliceName])), [charts]);

  const save = () => {
    setSaving(true);
    onSave(savedScoping(layout, draft)).then(
      () => setSaving(false),
      () => setSaving(false),
    );
  };

  const footer = (
    <>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="primary" loading={saving} onClick={save} data-test="cross-filter-scoping-save">
        Save
      </Button>
    </>
  );

  return (
    <Modal
      open
      title={CROSS_FILTER_SCOPING_TITLE}
      width={800}
      onCancel={onCancel}
      footer={footer}
      modalRender={(node) => <div data-test="cross-filter-scoping-modal">{node}</div>}
    >
      <div style={{ display: 'flex', gap: 16, minHeight: 320 }}>
        <div style={{ width: '35%', borderRight: '1px solid rgba(0, 0, 0, 0.06)', paddingRight: 12 }}>
          <ScopingEntryList
            charts={charts}
            selected={selected}
            isCustom={(chartId) => isCustomScope(draft, chartId)}
            onSelect={setSelected}
            onUseGlobal={(chartId) => setDraft((current) => withScope(current, chartId, 'global'))}
          />
        </div>
        <div style={{ flex: 1 }}>
          <ScopingTreePanel
            key={selected ?? 'global'}
            layout={layout}
            chartNames={chartNames}
            chartId={selected}
            scope={shownScope(draft, selected)}
            onChange={(scope) => setDraft((current) => withScope(current, selected, scope))}
          />
        </div>
      </div>
    </Modal>
  );
}
