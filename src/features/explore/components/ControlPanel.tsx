/**
 * The viz type picker and the viz type's control sections; 'Update chart' is disabled while any
 * visible control has a validation message (spec charts §4), 'Stop' while the chart loads.
 */
import { Button, Collapse, Select, Space, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { listChartPlugins, resolveControl, type ChartPlugin, type ControlConfig } from '../../charts';
import { CONTROL_COMPONENTS } from '../controls/controlComponents';

interface ControlPanelProps {
  plugin: ChartPlugin;
  formData: QueryFormData;
  datasource: DatasourceMeta;
  errors: Record<string, string[]>;
  loading: boolean;
  stale: boolean;
  onChange: (name: string, value: unknown, config: ControlConfig) => void;
  onVizTypeChange: (vizType: string) => void;
  onRun: () => void;
  onStop: () => void;
}

/** The panel's box, which Explore's placeholder takes before the panel itself is rendered. */
export const CONTROL_PANEL_STYLE: CSSProperties = {
  width: 320,
  flex: '0 0 320px',
  borderRight: '1px solid #eee',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
};

export function ControlPanel({
  plugin,
  formData,
  datasource,
  errors,
  loading,
  stale,
  onChange,
  onVizTypeChange,
  onRun,
  onStop,
}: ControlPanelProps) {
  const hasErrors = Object.keys(errors).length > 0;
  const vizOptions = useMemo(() => listChartPlugins().map((p) => ({ value: p.vizType, label: p.name })), []);
  const state = { formData, datasource };
  const sections = plugin.controlPanel.sections.map((section, index) => ({
    key: String(index),
    label: section.label ?? 'Options',
    children: section.controlSetRows.map((row, rowIndex) => (
      <div key={rowIndex} style={{ display: 'flex', gap: 8 }}>
        {row.map((item) => {
          const control = resolveControl(item);
          if (!control) return null;
          const { name, config } = control;
          if (config.visibility && !config.visibility(state)) return null;
          const Control = CONTROL_COMPONENTS[config.type];
          return (
            <div key={name} style={{ flex: 1, minWidth: 0 }}>
              <Control
                name={name}
                config={config}
                value={formData[name]}
                onChange={(value) => onChange(name, value, config)}
                validationErrors={errors[name] ?? []}
                datasource={datasource}
                formData={formData}
              />
            </div>
          );
        })}
      </div>
    )),
  }));
  const defaultOpen = plugin.controlPanel.sections
    .map((section, index) => (section.expanded === false ? null : String(index)))
    .filter((key): key is string => key !== null);

  return (
    <section aria-label="Chart controls" style={CONTROL_PANEL_STYLE} data-testid="control-panel">
      <div style={{ padding: 12, borderBottom: '1px solid #eee' }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
          Chart type
        </Typography.Text>
        <Select
          aria-label="Chart type"
          style={{ width: '100%' }}
          value={formData.viz_type}
          options={vizOptions}
          onChange={onVizTypeChange}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <div style={{ flex: 1, overflow: 'auto', padding: 8 }}>
        <Collapse key={plugin.vizType} defaultActiveKey={defaultOpen} items={sections} ghost size="small" />
      </div>
      <Space style={{ padding: 12, borderTop: '1px solid #eee' }}>
        {loading ? (
          <Button danger onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button
            type={stale ? 'primary' : 'default'}
            onClick={onRun}
            disabled={hasErrors}
            title={hasErrors ? 'Fix the controls marked in red first' : undefined}
          >
            Update chart
          </Button>
        )}
        {hasErrors ? <Typography.Text type="danger">Control errors</Typography.Text> : null}
      </Space>
    </section>
  );
}
