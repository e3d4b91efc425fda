// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardPermissions } from '../../../src/features/dashboard/rules/dashboardPermissions';

const pairs = (...list: [string, string][]) => ({ Custom: list });
const writer = { userId: 7, roles: pairs(['can_write', 'Dashboard']) };

describe('dashboard capability flags (reference §7)', () => {
  it('edit needs can_write on Dashboard and ownership', () => {
    expect(dashboardPermissions(writer, [{ id: 7 }], false).canEdit).toBe(true);
    expect(dashboardPermissions(writer, [{ id: 8 }], false).canEdit).toBe(false);
    expect(
      dashboardPermissions({ userId: 7, roles: pairs(['can_read', 'Dashboard']) }, [{ id: 7 }], false).canEdit,
    ).toBe(false);
  });

  it('an admin (any letter case) may edit any dashboard', () => {
    expect(dashboardPermissions({ userId: 1, roles: { admin: [] } }, [{ id: 8 }], false).canEdit).toBe(true);
  });

  it('save as needs ownership only with DASHBOARD_RBAC', () => {
    expect(dashboardPermissions(writer, [{ id: 8 }], false).canSaveAs).toBe(true);
    expect(dashboardPermissions(writer, [{ id: 8 }], true).canSaveAs).toBe(false);
  });

  it('share, export, explore, chart share and CSV follow their pairs', () => {
    const user = {
      userId: 7,
      roles: pairs(
        ['can_share_dashboard', 'Superset'],
        ['can_export', 'Dashboard'],
        ['can_explore', 'Superset'],
        ['can_share_chart', 'Superset'],
        ['can_csv', 'Superset'],
      ),
    };
    expect(dashboardPermissions(user, [], false)).toMatchObject({
      canShare: true,
      canExport: true,
      canExplore: true,
      canShareChart: true,
      canCsv: true,
    });
    expect(dashboardPermissions({ userId: 7, roles: {} }, [], false)).toMatchObject({
      canShare: false,
      canExport: false,
      canExplore: false,
      canShareChart: false,
      canCsv: false,
    });
  });
});
