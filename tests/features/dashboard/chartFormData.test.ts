// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardChartFormData } from '../../../src/features/dashboard/rules/chartFormData';

const chart = {
  id: 5,
  slice_name: 'Orders',
  form_data: { datasource: '3__table', viz_type: 'pie', color_scheme: 'bnbColors', slice_id: 5 },
};

describe("a dashboard chart's form data", () => {
  it('carries slice_id and dashboardId, as Superset sends them for access checks', () => {
    const formData = dashboardChartFormData(chart, { id: 9, metadata: {} });
    expect(formData).toMatchObject({ slice_id: 5, dashboardId: 9, viz_type: 'pie', extra_form_data: {} });
  });

  it("takes the dashboard's colour scheme and label colours over the chart's", () => {
    const formData = dashboardChartFormData(chart, {
      id: 9,
      metadata: { color_scheme: 'supersetColors', label_colors: { Shipped: '#ff0000' } },
    });
    expect(formData.color_scheme).toBe('supersetColors');
    expect(formData.label_colors).toEqual({ Shipped: '#ff0000' });
  });

  it("keeps the chart's scheme when the dashboard has none, and passes the filters' extras", () => {
    const formData = dashboardChartFormData(chart, { id: 9, metadata: {} }, { time_range: 'Last week' });
    expect(formData.color_scheme).toBe('bnbColors');
    expect(formData.extra_form_data).toEqual({ time_range: 'Last week' });
  });
});
