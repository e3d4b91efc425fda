// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/utils/permissionRules';
import type { RolePermissions } from '../../src/utils/permissions';

type Rule = (user: { roles: RolePermissions }) => boolean;

/** Each rule and the pairs that must all be held for it (any one missing refuses). */
const CASES: [string, Rule, [string, string][]][] = [
  ['canExportSqlLabResults', rules.canExportSqlLabResults, [['can_export_csv', 'SQLLab']]],
  ['canReadSavedQueries', rules.canReadSavedQueries, [['can_read', 'SavedQuery']]],
  [
    'canSeeSavedQueriesMenu',
    rules.canSeeSavedQueriesMenu,
    [
      ['can_read', 'SavedQuery'],
      ['menu_access', 'Saved Queries'],
    ],
  ],
  ['canWriteSavedQueries', rules.canWriteSavedQueries, [['can_write', 'SavedQuery']]],
  ['canShareSqlLabQuery', rules.canShareSqlLabQuery, [['can_write', 'SqlLabPermalinkRestApi']]],
  ['canWriteDatasets', rules.canWriteDatasets, [['can_write', 'Dataset']]],
  ['canReadDatasets', rules.canReadDatasets, [['can_read', 'Dataset']]],
  ['canReadCharts', rules.canReadCharts, [['can_read', 'Chart']]],
  [
    'canSeeChartsMenu',
    rules.canSeeChartsMenu,
    [
      ['can_read', 'Chart'],
      ['menu_access', 'Charts'],
    ],
  ],
  ['canWriteCharts', rules.canWriteCharts, [['can_write', 'Chart']]],
  ['canOpenExplore', rules.canOpenExplore, [['can_read', 'Explore']]],
  ['canDownloadChartData', rules.canDownloadChartData, [['can_csv', 'Superset']]],
  [
    'canShareChart',
    rules.canShareChart,
    [
      ['can_share_chart', 'Superset'],
      ['can_write', 'ExplorePermalinkRestApi'],
    ],
  ],
  ['canReadDashboards', rules.canReadDashboards, [['can_read', 'Dashboard']]],
  [
    'canSeeDashboardsMenu',
    rules.canSeeDashboardsMenu,
    [
      ['can_read', 'Dashboard'],
      ['menu_access', 'Dashboards'],
    ],
  ],
];

describe('permission rules', () => {
  it.each(CASES)('%s: granted by its pairs', (_name, rule, pairs) => {
    expect(rule({ roles: { Custom: pairs } })).toBe(true);
  });

  it.each(CASES)('%s: refused when any of its pairs is missing', (_name, rule, pairs) => {
    for (const missing of pairs) {
      expect(rule({ roles: { Custom: pairs.filter((pair) => pair !== missing) } })).toBe(false);
    }
  });

  it.each(CASES)('%s: granted to a role named admin in any letter case', (_name, rule) => {
    expect(rule({ roles: { aDmIn: [] } })).toBe(true);
  });

  it('SQL Lab: can_read on SQLLab, or the older can_sqllab on Superset; its menu also needs menu_access', () => {
    expect(rules.canUseSqlLab({ roles: { sql_lab: [['can_read', 'SQLLab']] } })).toBe(true);
    expect(rules.canUseSqlLab({ roles: { sql_lab: [['can_sqllab', 'Superset']] } })).toBe(true);
    expect(
      rules.canUseSqlLab({
        roles: {
          Gamma: [
            ['menu_access', 'SQL Lab'],
            ['can_read', 'Chart'],
          ],
        },
      }),
    ).toBe(false);
    expect(rules.canSeeSqlLabMenu({ roles: { sql_lab: [['can_read', 'SQLLab']] } })).toBe(false);
    expect(
      rules.canSeeSqlLabMenu({
        roles: {
          sql_lab: [
            ['can_read', 'SQLLab'],
            ['menu_access', 'SQL Lab'],
          ],
        },
      }),
    ).toBe(true);
    expect(rules.canUseSqlLab({ roles: { Admin: [] } })).toBe(true);
  });

  it('pairs may come from several roles', () => {
    expect(
      rules.canShareChart({
        roles: { One: [['can_share_chart', 'Superset']], Two: [['can_write', 'ExplorePermalinkRestApi']] },
      }),
    ).toBe(true);
  });
});
