import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import type { ControlConfig } from '../../../../src/features/charts';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import { carryOverFormData } from '../../../../src/features/explore/controls/controlPanelDefaults';
import {
  keepSelectValuesAmongChoices,
  selectValueAmongChoices,
} from '../../../../src/features/explore/controls/selectControlValue';
import { SelectControl } from '../../../../src/features/explore/controls/simpleControls';
import { panelControls } from '../../../../src/features/explore/controls/validation';
import { EXAMPLE_CHARTS } from '../../../../server/examples/charts';

registerAllChartPlugins();

const CHOICES = [
  ['row', 'Row'],
  ['column', 'Series'],
] as const;

describe('a select keeps only values among its fixed choices (spec charts §5)', () => {
  it('a single select drops a value that is not a choice', () => {
    expect(selectValueAmongChoices('cell', CHOICES, {})).toBeNull();
    expect(selectValueAmongChoices('row', CHOICES, {})).toBe('row');
  });

  it('a multiple select keeps only the valid values', () => {
    expect(selectValueAmongChoices(['row', 'cell', 'column'], CHOICES, { multi: true })).toEqual(['row', 'column']);
    const valid = ['row'];
    expect(selectValueAmongChoices(valid, CHOICES, { multi: true })).toBe(valid);
    expect(selectValueAmongChoices('cell', CHOICES, { multi: true })).toEqual([]);
  });

  it('numbers and their text match', () => {
    expect(selectValueAmongChoices('10', [[10, '10']], {})).toBe('10');
  });

  it('leaves values alone while choices load, on free-form selects and for object values', () => {
    expect(selectValueAmongChoices('order_date', [], {})).toBe('order_date');
    expect(selectValueAmongChoices(12345, [[10, '10']], { freeForm: true })).toBe(12345);
    const adhocColumn = { label: 'day', sqlExpression: 'x', expressionType: 'SQL' };
    expect(selectValueAmongChoices(adhocColumn, CHOICES, {})).toBe(adhocColumn);
    const mixed = [adhocColumn, 'cell'];
    expect(selectValueAmongChoices(mixed, CHOICES, { multi: true })).toEqual([adhocColumn]);
  });
});

describe('SelectControl', () => {
  const config: ControlConfig = { type: 'SelectControl', label: 'Contribution Mode', choices: CHOICES };
  const renderSelect = (value: unknown, onChange: (value: unknown) => void, extra: Partial<ControlConfig> = {}) =>
    render(
      <SelectControl
        name="contribution_mode"
        config={{ ...config, ...extra }}
        value={value}
        onChange={onChange}
        validationErrors={[]}
        datasource={null}
        formData={{ datasource: '1__table', viz_type: 'table' }}
      />,
    );

  it('drops a stored value that is not among the choices from the form data', () => {
    const onChange = vi.fn();
    renderSelect('cell', onChange);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('keeps only the valid values of a multiple select', () => {
    const onChange = vi.fn();
    renderSelect(['column', 'cell'], onChange, { multi: true });
    expect(onChange).toHaveBeenCalledWith(['column']);
  });

  it('changes nothing for a valid value or a free-form select', () => {
    const onChange = vi.fn();
    renderSelect('row', onChange);
    renderSelect('anything', onChange, { freeForm: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the example charts', () => {
  it('keep every saved value of their fixed-choice selects', () => {
    for (const example of EXAMPLE_CHARTS) {
      const plugin = getChartPlugin(example.params.viz_type);
      expect(plugin, example.slice_name).toBeDefined();
      for (const { name, config } of panelControls(plugin!.controlPanel)) {
        if (config.type !== 'SelectControl' || !config.choices || !(name in example.params)) continue;
        const saved = example.params[name];
        expect(selectValueAmongChoices(saved, config.choices, config), `${example.slice_name}: ${name}`).toBe(saved);
      }
    }
  });
});

describe('form data of controls not on screen', () => {
  const line = getChartPlugin('echarts_timeseries_line')!.controlPanel;
  const datasource: DatasourceMeta = {
    id: 1,
    uid: '1__table',
    type: 'table',
    name: 'sales.orders',
    columns: [{ column_name: 'order_date', type_generic: 'temporal', is_dttm: true }],
    metrics: [],
  };

  it('drops select values that are not among their choices, the rest untouched', () => {
    const formData = {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      rolling_type: 'median',
      comparison_type: 'values',
      row_limit: 12345,
    };
    expect(keepSelectValuesAmongChoices(line, formData, datasource)).toEqual({ ...formData, rolling_type: null });
    expect(keepSelectValuesAmongChoices(line, { ...formData, rolling_type: 'mean' }, datasource)).toEqual({
      ...formData,
      rolling_type: 'mean',
    });
    // Without the dataset the x-axis has no choices yet: its value stays.
    expect(keepSelectValuesAmongChoices(line, { ...formData, x_axis: 'gone' }, null).x_axis).toBe('gone');
    expect(keepSelectValuesAmongChoices(line, { ...formData, x_axis: 'gone' }, datasource).x_axis).toBeNull();
  });

  it('a viz type change keeps only values the new panel offers', () => {
    const bar = getChartPlugin('echarts_timeseries_bar')!.controlPanel;
    const next = carryOverFormData(
      { datasource: '1__table', viz_type: 'echarts_timeseries_line', rolling_type: 'median', x_axis: 'order_date' },
      'echarts_timeseries_bar',
      bar,
      datasource,
      undefined,
    );
    expect(next.rolling_type).toBeNull();
    expect(next.x_axis).toBe('order_date');
  });
});
