// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultCopyTitle,
  saveAsCopyBody,
} from '../../../../../src/features/dashboard/components/header/saveAsCopyBody';
import type { DashboardLayout } from '../../../../../src/features/dashboard/dashboardLayoutSlice';

const layout: DashboardLayout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-1'], parents: ['ROOT_ID'], meta: {} },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { chartId: 4 } },
};

describe("'Save as'", () => {
  it("proposes '<title> [copy]', '[ untitled dashboard ] [copy]' for a dashboard without a title", () => {
    expect(defaultCopyTitle({ dashboard_title: 'Sales' })).toBe('Sales [copy]');
    expect(defaultCopyTitle({ dashboard_title: ' ' })).toBe('[ untitled dashboard ] [copy]');
  });

  it('copies with the layout shown as positions, the metadata kept and Superset’s defaults filled in', () => {
    const body = saveAsCopyBody(
      {
        css: '.a { color: red }',
        metadata: { color_scheme: 'bnbColors', label_colors: { Boys: '#00f' }, native_filter_configuration: [] },
      },
      layout,
      'Sales [copy]',
      true,
    );
    expect(body).toMatchObject({ dashboard_title: 'Sales [copy]', css: '.a { color: red }', duplicate_slices: true });
    expect(JSON.parse(body.json_metadata)).toEqual({
      color_scheme: 'bnbColors',
      label_colors: { Boys: '#00f' },
      native_filter_configuration: [],
      positions: { ...layout, DASHBOARD_VERSION_KEY: 'v2' },
      color_scheme_domain: [],
      expanded_slices: {},
      shared_label_colors: [],
      refresh_frequency: 0,
      timed_refresh_immune_slices: [],
      default_filters: '{}',
      filter_scopes: {},
    });
  });

  it('keeps the stored refresh frequency and sends an empty CSS as an empty string', () => {
    const body = saveAsCopyBody({ css: '', metadata: { refresh_frequency: 300 } }, layout, 'Copy', false);
    expect(body.css).toBe('');
    expect(body.duplicate_slices).toBe(false);
    expect(JSON.parse(body.json_metadata)).toMatchObject({ refresh_frequency: 300, color_scheme: '' });
  });
});
