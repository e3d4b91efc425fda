// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chartDatasetPath, dashboardPath, exploreChartPath } from '../../../src/features/chartList/chartLinks';
import { canDeleteChart, canDeleteCharts } from '../../../src/features/chartList/chartListPermissions';
import { vizTypeName } from '../../../src/features/chartList/vizTypes';

const writer = { userId: 1, roles: { Alpha: [['can_write', 'Chart']] as [string, string][] } };
const reader = { userId: 1, roles: { Gamma: [['can_read', 'Chart']] as [string, string][] } };
const admin = { userId: 9, roles: { admin: [] } };

describe('chart list permissions', () => {
  it('an admin (any letter case) may delete any chart', () => {
    expect(canDeleteCharts(admin)).toBe(true);
    expect(canDeleteChart(admin, { owners: [{ id: 2 }] })).toBe(true);
  });

  it('a writer may delete only charts they own', () => {
    expect(canDeleteCharts(writer)).toBe(true);
    expect(canDeleteChart(writer, { owners: [{ id: 1 }, { id: 2 }] })).toBe(true);
    expect(canDeleteChart(writer, { owners: [{ id: 2 }] })).toBe(false);
    expect(canDeleteChart(writer, {})).toBe(false);
  });

  it('an owner without can_write on Chart may not delete', () => {
    expect(canDeleteCharts(reader)).toBe(false);
    expect(canDeleteChart(reader, { owners: [{ id: 1 }] })).toBe(false);
  });
});

describe('chart list links', () => {
  it('opens a chart, its dataset and its dashboards', () => {
    expect(exploreChartPath(4)).toBe('/explore/?slice_id=4');
    expect(chartDatasetPath({ datasource_id: 7, datasource_type: 'table' })).toBe(
      '/explore/?datasource_type=table&datasource_id=7',
    );
    expect(chartDatasetPath({ datasource_url: '/explore/?datasource_type=query&datasource_id=3' })).toBe(
      '/explore/?datasource_type=query&datasource_id=3',
    );
    expect(chartDatasetPath({})).toBeNull();
    // A stored 'Default URL' is followed only as a path on this site.
    expect(chartDatasetPath({ datasource_url: 'javascript:window.__xss=1' })).toBeNull();
    expect(chartDatasetPath({ datasource_url: '//evil.example/' })).toBeNull();
    expect(chartDatasetPath({ datasource_url: 'https://evil.example/' })).toBeNull();
    expect(dashboardPath(3)).toBe('/superset/dashboard/3/');
  });

  it('names a viz type by its plugin, or by its key when unknown', () => {
    expect(vizTypeName('pie')).toBe('Pie Chart');
    expect(vizTypeName('no_such_viz')).toBe('no_such_viz');
  });
});
