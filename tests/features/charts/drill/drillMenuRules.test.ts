// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DRILL_BY_DISABLED_REASONS,
  DRILL_DISABLED_REASONS,
  drillMenuModel,
  drillToDetailByChoices,
  type DrillMenuContext,
} from '../../../../src/features/charts/drill/drillMenuRules';
import { drillPermissions } from '../../../../src/features/charts/drill/drillPermissions';
import type { DrillFilter } from '../../../../src/features/charts/drill/drillTypes';

const region: DrillFilter = { col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' };
const day: DrillFilter = { col: 'order_date', op: '==', val: 0, formattedVal: '1970-01-01' };
const everything = { canDrillToDetail: true, canDrillBy: true };
const base: DrillMenuContext = {
  permissions: everything,
  supportsDrill: true,
  databaseDisablesDrill: false,
  hasAggregations: true,
  point: { drillToDetail: [day, region], drillBy: { filters: [region], groupbyFieldName: 'groupby' } },
};

describe('context menu entries', () => {
  it("a point of a drillable chart: drill to detail, by the point's values, and drill by", () => {
    expect(drillMenuModel(base)).toEqual({
      drillToDetail: {},
      drillToDetailBy: { filters: [day, region] },
      drillBy: {},
    });
  });

  it('off any point: drill by value says to right-click a value; drill by is not available', () => {
    expect(drillMenuModel({ ...base, point: null })).toEqual({
      drillToDetail: {},
      drillToDetailBy: { disabledReason: DRILL_DISABLED_REASONS.NO_FILTERS, filters: [] },
      drillBy: { disabledReason: DRILL_BY_DISABLED_REASONS.NOT_AVAILABLE },
    });
  });

  it('a chart type without point mapping: whole-chart drill only', () => {
    const model = drillMenuModel({ ...base, supportsDrill: false, hasAggregations: false });
    expect(model.drillToDetail).toEqual({});
    expect(model.drillToDetailBy?.disabledReason).toBe(
      'Drill to detail by value is not yet supported for this chart type.',
    );
    expect(model.drillBy?.disabledReason).toBe('Drill by is not yet supported for this chart type');
  });

  it('a database that disables drill to detail, and a chart without metrics, disable both entries', () => {
    const database = drillMenuModel({ ...base, databaseDisablesDrill: true });
    expect(database.drillToDetail?.disabledReason).toBe(
      'Drill to detail is disabled for this database. Change the database settings to enable it.',
    );
    expect(database.drillToDetailBy?.disabledReason).toBe(DRILL_DISABLED_REASONS.DATABASE);
    const raw = drillMenuModel({ ...base, hasAggregations: false });
    expect(raw.drillToDetail?.disabledReason).toBe(
      'Drill to detail is disabled because this chart does not group data by dimension value.',
    );
  });

  it('shows only what the roles allow', () => {
    expect(drillMenuModel({ ...base, permissions: { canDrillToDetail: false, canDrillBy: true } })).toEqual({
      drillBy: {},
    });
    expect(drillMenuModel({ ...base, permissions: { canDrillToDetail: true, canDrillBy: false } }).drillBy).toBe(
      undefined,
    );
  });

  it("'Drill to detail by <value>' per value, then 'by all' when there are several", () => {
    expect(drillToDetailByChoices([day, region]).map((choice) => choice.label)).toEqual([
      'Drill to detail by 1970-01-01',
      'Drill to detail by EMEA',
      'Drill to detail by all',
    ]);
    expect(drillToDetailByChoices([region])).toEqual([{ label: 'Drill to detail by EMEA', filters: [region] }]);
  });
});

describe('drill permissions', () => {
  it('drill to detail needs explore (or dashboard drill) and samples; drill by explore form data writes', () => {
    const roles = (pairs: [string, string][]) => ({ roles: { Custom: pairs } });
    expect(drillPermissions(roles([['can_explore', 'Superset']]))).toEqual({
      canDrillToDetail: false,
      canDrillBy: false,
    });
    expect(
      drillPermissions(
        roles([
          ['can_explore', 'Superset'],
          ['can_samples', 'Datasource'],
        ]),
      ),
    ).toEqual({ canDrillToDetail: true, canDrillBy: false });
    expect(
      drillPermissions(
        roles([
          ['can_drill', 'Dashboard'],
          ['can_write', 'ExploreFormDataRestApi'],
        ]),
      ),
    ).toEqual({ canDrillToDetail: false, canDrillBy: true });
    expect(drillPermissions({ roles: { Admin: [] } })).toEqual({ canDrillToDetail: true, canDrillBy: true });
  });
});
