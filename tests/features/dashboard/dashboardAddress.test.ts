// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dashboardPath,
  dashboardPermalinkPath,
  rewrittenDashboardAddress,
} from '../../../src/features/dashboard/rules/dashboardAddress';

describe('dashboard address (spec charts §2: rewritten after a save)', () => {
  it('uses the slug when there is one, else the id', () => {
    expect(dashboardPath({ id: 4, slug: 'sales' })).toBe('/superset/dashboard/sales/');
    expect(dashboardPath({ id: 4, slug: '' })).toBe('/superset/dashboard/4/');
    expect(dashboardPath({ id: 4, slug: null })).toBe('/superset/dashboard/4/');
  });

  it('rewrites the path after a new slug, keeping query and anchor', () => {
    expect(
      rewrittenDashboardAddress(
        { pathname: '/superset/dashboard/4/', search: '?standalone=1', hash: '#TAB-a' },
        {
          id: 4,
          slug: 'sales',
        },
      ),
    ).toBe('/superset/dashboard/sales/?standalone=1#TAB-a');
    expect(
      rewrittenDashboardAddress({ pathname: '/superset/dashboard/old/', search: '', hash: '' }, { id: 4, slug: null }),
    ).toBe('/superset/dashboard/4/');
  });

  it('leaves a right address alone', () => {
    expect(
      rewrittenDashboardAddress(
        { pathname: '/superset/dashboard/sales/', search: '', hash: '' },
        { id: 4, slug: 'sales' },
      ),
    ).toBeNull();
  });

  it('names the permalink page', () => {
    expect(dashboardPermalinkPath('k1')).toBe('/superset/dashboard/p/k1/');
  });
});
