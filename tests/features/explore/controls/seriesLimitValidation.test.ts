// @vitest-environment node
/** Series limit: empty is fine, a given value must be an integer (spec charts §5, Superset's legacyValidateInteger). */
import { describe, expect, it } from 'vitest';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin, listChartPlugins } from '../../../../src/features/charts/plugins/registry';
import { panelControls, validateFormData } from '../../../../src/features/explore/controls/validation';

registerAllChartPlugins();

const SERIES_LIMIT_CONTROLS = new Set(['series_limit', 'limit', 'limit_b']);

const chartsWithSeriesLimit = listChartPlugins()
  .map((plugin) => plugin.vizType)
  .flatMap((vizType) =>
    panelControls(getChartPlugin(vizType)!.controlPanel)
      .filter(({ name }) => SERIES_LIMIT_CONTROLS.has(name))
      .map(({ name }) => [vizType, name] as const),
  );

describe('series limit validation', () => {
  it('covers the timeseries, mixed, box plot and pivot table charts', () => {
    const vizTypes = new Set(chartsWithSeriesLimit.map(([vizType]) => vizType));
    for (const vizType of ['echarts_timeseries_line', 'mixed_timeseries', 'box_plot', 'pivot_table_v2'])
      expect(vizTypes, vizType).toContain(vizType);
  });

  it.each(chartsWithSeriesLimit)('%s: %s is optional, and an integer when given', (vizType, name) => {
    const panel = getChartPlugin(vizType)!.controlPanel;
    const errorsFor = (value: unknown) =>
      validateFormData(panel, { datasource: '1__table', viz_type: vizType, [name]: value }, null)[name] ?? [];
    for (const empty of [null, undefined, '']) expect(errorsFor(empty)).toEqual([]);
    expect(errorsFor(25)).toEqual([]);
    expect(errorsFor('25')).toEqual([]);
    expect(errorsFor('ten')).toEqual(['is expected to be an integer']);
    expect(errorsFor(2.5)).toEqual(['is expected to be an integer']);
  });
});
