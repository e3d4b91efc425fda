// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DashboardInfo } from '../../../src/api/dashboards';
import { overwriteItems, remoteChangedSince } from '../../../src/features/dashboard/rules/overwriteDiff';

const remote: DashboardInfo = {
  id: 1,
  slug: 'sales',
  dashboard_title: 'Sales',
  published: true,
  css: '',
  metadata: { color_scheme: 'supersetColors', refresh_frequency: 0 },
  position_data: {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, uuid: 'u-1', width: 4 } },
  },
  owners: [],
  changed_on: '2026-11-24T10:00:00',
};

const same = {
  dashboard_title: 'Sales',
  slug: 'sales',
  css: '',
  metadata: { refresh_frequency: 0, color_scheme: 'supersetColors' },
  positions: {
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { width: 4, chartId: 1 } },
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  },
};

describe('what a save would overwrite', () => {
  it('ignores key order and the chart uuids the server adds', () => {
    expect(overwriteItems(remote, same)).toEqual([]);
  });

  it('lists each differing field with the stored and the new value', () => {
    const items = overwriteItems(remote, {
      ...same,
      css: 'h1 { color: red; }',
      positions: { ...same.positions, 'CHART-1': { ...same.positions['CHART-1'], meta: { width: 6, chartId: 1 } } },
    });
    expect(items.map((item) => item.keyPath)).toEqual(['css', 'position_json']);
    expect(items[0]).toEqual({ keyPath: 'css', oldValue: '', newValue: 'h1 { color: red; }' });
    expect(items[1]?.oldValue).toContain('"width": 4');
    expect(items[1]?.newValue).toContain('"width": 6');
  });

  it('asks only when the server copy changed after the page read it', () => {
    expect(remoteChangedSince(remote, { changed_on: remote.changed_on })).toBe(false);
    expect(remoteChangedSince(remote, { changed_on: '2026-11-24T09:00:00' })).toBe(true);
  });
});
