import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import type { DatasourceMeta } from '../../../src/api/datasourceTypes';
import type { DataGridCellFormat } from '../../../src/components/DataGrid';
import { resolveControl } from '../../../src/features/charts/controlPanel/sharedControls';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../src/features/charts/plugins/registry';
import TableChart, { type TableRenderProps } from '../../../src/features/charts/plugins/table/TableChart';

registerAllChartPlugins();

const size = { datasource: null, width: 400, height: 300 };
const usd = { symbol: 'USD', symbolPosition: 'prefix' };

function controlNames(vizType: string): string[] {
  return getChartPlugin(vizType)!.controlPanel.sections.flatMap((section) =>
    section.controlSetRows.flatMap((row) => row.map((item) => resolveControl(item)?.name ?? '')),
  );
}

describe('currency format on charts', () => {
  it('is a control of big number, table, timeseries and pie', () => {
    for (const vizType of ['big_number_total', 'big_number', 'table', 'echarts_timeseries_line', 'pie'])
      expect(controlNames(vizType)).toContain('currency_format');
    expect(resolveControl('currency_format')?.config).toMatchObject({ type: 'CurrencyControl', renderTrigger: true });
  });

  it('big number total shows the symbol with the number format', () => {
    const result: ChartDataQueryResult = { colnames: ['count'], coltypes: [0], data: [{ count: 1234.5 }], rowcount: 1 };
    const formData = { datasource: '1__table', viz_type: 'big_number_total', metric: 'count', y_axis_format: ',.2f' };
    const props = getChartPlugin('big_number_total')!.transformProps({
      ...size,
      formData: { ...formData, currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } },
      queriesData: [result],
    });
    expect(props).toMatchObject({ headline: '1,234.50 €' });
  });

  it("uses a metric's own currency from the dataset when the chart sets none", () => {
    const datasource: DatasourceMeta = {
      id: 1,
      uid: '1__table',
      type: 'table',
      name: 'orders',
      columns: [],
      metrics: [],
      currency_formats: { revenue: { symbol: 'GBP', symbolPosition: 'suffix' } },
    };
    const result: ChartDataQueryResult = {
      colnames: ['revenue'],
      coltypes: [0],
      data: [{ revenue: 12 }],
      rowcount: 1,
    };
    const formData = { datasource: '1__table', viz_type: 'big_number_total', metric: 'revenue', y_axis_format: ',d' };
    const plugin = getChartPlugin('big_number_total')!;
    expect(plugin.transformProps({ ...size, datasource, formData, queriesData: [result] })).toMatchObject({
      headline: '12 £',
    });
    expect(
      plugin.transformProps({
        ...size,
        datasource,
        formData: { ...formData, currency_format: usd },
        queriesData: [result],
      }),
    ).toMatchObject({ headline: '$ 12' });
    const table = getChartPlugin('table')!.transformProps({
      ...size,
      datasource,
      formData: { datasource: '1__table', viz_type: 'table', metrics: ['revenue', 'count'], number_format: ',d' },
      queriesData: [{ ...result, colnames: ['revenue', 'count'], coltypes: [0, 0] }],
    }) as { cellFormat?: DataGridCellFormat };
    expect(table.cellFormat?.('revenue', 12)?.text).toBe('12 £');
    expect(table.cellFormat?.('count', 12)?.text).toBe('12');
  });

  it('big number with trendline, pie and timeseries format their values with the currency', () => {
    const series: ChartDataQueryResult = {
      colnames: ['__timestamp', 'count'],
      coltypes: [2, 0],
      data: [{ __timestamp: Date.UTC(2020, 0, 1), count: 2500 }],
      rowcount: 1,
    };
    const bigNumber = getChartPlugin('big_number')!.transformProps({
      ...size,
      formData: { datasource: '1__table', viz_type: 'big_number', metric: 'count', currency_format: usd },
      queriesData: [series],
    });
    expect(bigNumber).toMatchObject({ headline: '$ 2.5k' });

    const pieResult: ChartDataQueryResult = {
      colnames: ['gender', 'n'],
      coltypes: [1, 0],
      data: [{ gender: 'boy', n: 60 }],
      rowcount: 1,
    };
    const pie = getChartPlugin('pie')!.transformProps({
      ...size,
      formData: { datasource: '1__table', viz_type: 'pie', groupby: ['gender'], metric: 'n', currency_format: usd },
      queriesData: [pieResult],
    }) as { option: { tooltip: { valueFormatter: (value: number) => string } } };
    expect(pie.option.tooltip.valueFormatter(60)).toBe('$ 60');

    const line = getChartPlugin('echarts_timeseries_line')!.transformProps({
      ...size,
      formData: {
        datasource: '1__table',
        viz_type: 'echarts_timeseries_line',
        metrics: ['count'],
        y_axis_format: ',d',
        currency_format: usd,
      },
      queriesData: [series],
    }) as { option: { yAxis: { axisLabel: { formatter: (value: number) => string } } } };
    expect(line.option.yAxis.axisLabel.formatter(2500)).toBe('$ 2,500');
  });
});

describe('table cell formats and conditional formatting', () => {
  const result: ChartDataQueryResult = {
    colnames: ['region', 'revenue', '%count'],
    coltypes: [1, 0, 0],
    data: [
      { region: 'EMEA', revenue: 1000, '%count': 0.25 },
      { region: 'APAC', revenue: 3000, '%count': 0.75 },
    ],
    rowcount: 2,
  };
  const formData: QueryFormData = {
    datasource: '1__table',
    viz_type: 'table',
    groupby: ['region'],
    metrics: ['revenue'],
    percent_metrics: ['count'],
    number_format: ',d',
    currency_format: usd,
    conditional_formatting: [{ column: 'revenue', colorScheme: 'rgb(255,0,0)', operator: '>', targetValue: 2000 }],
  };

  function tableProps(overrides: Partial<QueryFormData> = {}) {
    return getChartPlugin('table')!.transformProps({
      ...size,
      formData: { ...formData, ...overrides },
      queriesData: [result],
    }) as TableRenderProps & { cellFormat?: DataGridCellFormat };
  }

  it('formats metrics with the number and currency formats, percent metrics as percentages, rows stay numbers', () => {
    const props = tableProps();
    expect(props.rows[1]).toEqual({ region: 'APAC', revenue: 3000, '%count': 0.75 });
    expect(props.cellFormat?.('revenue', 1000)).toEqual({ text: '$ 1,000', background: undefined });
    expect(props.cellFormat?.('%count', 0.25)).toEqual({ text: '25.000%', background: undefined });
    expect(props.cellFormat?.('region', 'EMEA')).toBeUndefined();
  });

  it('colours the cells a rule matches', () => {
    const props = tableProps();
    expect(props.cellFormat?.('revenue', 3000)).toEqual({ text: '$ 3,000', background: 'rgba(255,0,0,1)' });
  });

  it('raw records mode formats numeric columns; no formats and no rules leave the cells alone', () => {
    const raw = tableProps({ query_mode: 'raw', all_columns: ['region', 'revenue'], conditional_formatting: [] });
    expect(raw.cellFormat?.('revenue', 1000)).toEqual({ text: '$ 1,000', background: undefined });
    const plain = tableProps({ groupby: ['region'], metrics: [], percent_metrics: [], conditional_formatting: [] });
    expect(plain.cellFormat).toBeUndefined();
  });

  it('offers the metrics (aggregate) or the chosen numeric columns (raw) to the rules', () => {
    const control = getChartPlugin('table')!
      .controlPanel.sections.flatMap((section) => section.controlSetRows.flat())
      .map((item) => resolveControl(item))
      .find((entry) => entry?.name === 'conditional_formatting')!;
    expect(control.config.type).toBe('ConditionalFormattingControl');
    const datasource: DatasourceMeta = {
      id: 1,
      uid: '1__table',
      type: 'table',
      name: 'orders',
      columns: [
        { column_name: 'region', type_generic: 1 },
        { column_name: 'revenue', type_generic: 0 },
      ],
      metrics: [],
    };
    expect(control.config.choicesFromState?.({ datasource, formData })).toEqual([
      ['revenue', 'revenue'],
      ['%count', '%count'],
    ]);
    expect(
      control.config.choicesFromState?.({
        datasource,
        formData: { ...formData, query_mode: 'raw', all_columns: ['region', 'revenue'] },
      }),
    ).toEqual([['revenue', 'revenue']]);
  });

  it('the server-paged table shows the formatted text and the colour', () => {
    const props = tableProps();
    render(
      <TableChart
        {...props}
        serverPage={{ currentPage: 0, pageSize: 10, total: 2, sortBy: [] }}
        width={400}
        height={300}
      />,
    );
    expect(screen.getByRole('cell', { name: '$ 3,000' })).toHaveStyle({ background: 'rgba(255,0,0,1)' });
    expect(screen.getByRole('cell', { name: '$ 1,000' }).getAttribute('style')).toBeNull();
  });
});
