// @vitest-environment node
/** A saved chart from the list as the dashboard renders it, and the meta of the component a drop creates. */
import { describe, expect, it } from 'vitest';
import type { ChartListItem } from '../../../../src/api/charts';
import { newChartMeta, savedChartDefinition } from '../../../../src/features/dashboard/editMode/savedChartDefinition';

const listed = (extra: Record<string, unknown>): ChartListItem => ({
  id: 7,
  slice_name: 'Orders',
  viz_type: 'table',
  datasource_id: 3,
  datasource_type: 'table',
  ...extra,
});

describe('savedChartDefinition', () => {
  it("takes the list's form_data", () => {
    const chart = listed({ form_data: { datasource: '3__table', viz_type: 'table', metrics: ['count'] } });
    expect(savedChartDefinition(chart)).toEqual({
      id: 7,
      slice_name: 'Orders',
      form_data: { datasource: '3__table', viz_type: 'table', metrics: ['count'], slice_id: 7 },
      description: null,
    });
  });

  it('builds the form data from params when the list has no form_data', () => {
    const chart = listed({ params: JSON.stringify({ metrics: ['count'] }) });
    expect(savedChartDefinition(chart)?.form_data).toEqual({
      metrics: ['count'],
      datasource: '3__table',
      viz_type: 'table',
      slice_id: 7,
    });
  });

  it('has none without form data or readable params', () => {
    expect(savedChartDefinition(listed({}))).toBeUndefined();
    expect(savedChartDefinition(listed({ params: 'not json' }))).toBeUndefined();
    expect(savedChartDefinition(listed({ params: '' }))).toBeUndefined();
  });
});

describe('newChartMeta', () => {
  it('a new chart is 4 wide and 50 high, with its id, name and uuid', () => {
    expect(newChartMeta(listed({ uuid: 'u-7' }), true)).toEqual({
      chartId: 7,
      sliceName: 'Orders',
      width: 4,
      height: 50,
      uuid: 'u-7',
    });
  });

  it('carries no chart id without a definition (the create verb then refuses it)', () => {
    expect(newChartMeta(listed({}), false)).not.toHaveProperty('chartId');
  });
});
