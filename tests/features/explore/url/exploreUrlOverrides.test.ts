// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../../src/api/chartDataTypes';
import {
  applyExploreUrlOverrides,
  changesFormData,
  exploreUrlOverrides,
  NO_URL_OVERRIDES,
} from '../../../../src/features/explore/url/exploreUrlOverrides';
import { exploreParamsFromFormData } from '../../../../src/features/explore/url/formDataExploreParams';
import { exploreParamsFromUrl } from '../../../../src/features/explore/thunks/loadExplore';

const saved: QueryFormData = {
  datasource: '3__table',
  viz_type: 'pie',
  slice_id: 7,
  metric: 'count',
  groupby: ['status'],
  adhoc_filters: [],
};

function searchWith(params: Record<string, string>): string {
  return `?${new URLSearchParams(params).toString()}`;
}

describe('what the explore address changes in the form data', () => {
  it('reads form_data, viz_type and force from the address', () => {
    const formData = { viz_type: 'table', metrics: ['count'] };
    expect(
      exploreUrlOverrides(searchWith({ form_data: JSON.stringify(formData), viz_type: 'pie', force: '1' })),
    ).toEqual({ formData, vizType: 'pie', force: true });
    expect(exploreUrlOverrides('?slice_id=3')).toEqual(NO_URL_OVERRIDES);
  });

  it('leaves the saved form data alone when the address changes nothing (force is no control)', () => {
    expect(applyExploreUrlOverrides(saved, { ...NO_URL_OVERRIDES, force: true })).toBe(saved);
    expect(changesFormData({ ...NO_URL_OVERRIDES, force: true })).toBe(false);
  });

  it('lays the legacy form_data over the saved one, keeping the dataset the server opened', () => {
    const opened = applyExploreUrlOverrides(saved, {
      ...NO_URL_OVERRIDES,
      formData: { datasource: '9__table', groupby: ['region'], row_limit: 5, force: true },
    });
    expect(opened).toEqual({ ...saved, groupby: ['region'], row_limit: 5 });
  });

  it('viz_type in the address overrides the saved chart type and the one in form_data', () => {
    expect(applyExploreUrlOverrides(saved, { ...NO_URL_OVERRIDES, vizType: 'table' }).viz_type).toBe('table');
    expect(applyExploreUrlOverrides(saved, { ...NO_URL_OVERRIDES, formData: { viz_type: 'bar' } }).viz_type).toBe(
      'bar',
    );
    expect(
      applyExploreUrlOverrides(saved, { ...NO_URL_OVERRIDES, formData: { viz_type: 'bar' }, vizType: 'table' })
        .viz_type,
    ).toBe('table');
    expect(changesFormData({ ...NO_URL_OVERRIDES, vizType: 'table' })).toBe(true);
  });

  it("keeps form_data's adhoc_filters and merges its extra_filters after them", () => {
    const own = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'amount > 10' };
    const opened = applyExploreUrlOverrides(saved, {
      ...NO_URL_OVERRIDES,
      formData: { adhoc_filters: [own], extra_filters: [{ col: 'status', op: 'in', val: ['Shipped'] }] },
    });
    expect(opened).not.toHaveProperty('extra_filters');
    expect(opened.adhoc_filters).toEqual([
      own,
      expect.objectContaining({ subject: 'status', operator: 'IN', comparator: ['Shipped'], isExtra: true }),
    ]);
  });
});

describe('what the legacy form_data names for the explore request', () => {
  it('its chart and its dataset', () => {
    expect(exploreParamsFromFormData({ slice_id: 4, datasource: '3__table' })).toEqual({
      slice_id: 4,
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(exploreParamsFromFormData({ datasource: 'nonsense', slice_id: 'x' })).toEqual({});
    expect(exploreParamsFromFormData(null)).toEqual({});
  });

  it('is used when the address names no chart or dataset of its own', () => {
    const formData = JSON.stringify({ datasource: '3__table', viz_type: 'pie' });
    expect(exploreParamsFromUrl(searchWith({ form_data: formData }))).toEqual({
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(exploreParamsFromUrl(searchWith({ form_data: JSON.stringify({ slice_id: 8 }), slice_id: '5' }))).toEqual({
      slice_id: 5,
    });
  });
});
