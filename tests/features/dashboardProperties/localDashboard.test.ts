// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dashboardPropertyValues } from '../../../src/api/dashboardProperties';
import type { DashboardInfo } from '../../../src/api/dashboards';
import { changedProperties, dashboardForEditOf } from '../../../src/features/dashboardProperties/localDashboard';

const info: DashboardInfo = {
  id: 5,
  slug: null,
  dashboard_title: 'Sales (draft)',
  published: true,
  css: '.a { color: red; }',
  metadata: { color_scheme: 'bnbColors', label_colors: { boys: '#00f' } },
  position_data: null,
  owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
  roles: [{ id: 4, name: 'Gamma' }],
  certified_by: null,
  certification_details: null,
};

const NO_NAMES = { owners: {}, roles: {} };
const unchanged = dashboardPropertyValues(dashboardForEditOf(info));

describe("edit mode's local properties", () => {
  it("starts from the page's copy, the metadata as its JSON text", () => {
    expect(dashboardForEditOf(info)).toMatchObject({
      dashboard_title: 'Sales (draft)',
      css: '.a { color: red; }',
      owners: info.owners,
      roles: info.roles,
    });
    expect(JSON.parse(dashboardForEditOf(info).json_metadata)).toEqual(info.metadata);
  });

  it('reports nothing when nothing changed, whatever the order of metadata keys', () => {
    const reordered = { label_colors: { boys: '#00f' }, color_scheme: 'bnbColors' };
    expect(changedProperties(info, unchanged, reordered, NO_NAMES)).toEqual({});
  });

  it('reports only the changed fields, normalised as the save sends them', () => {
    const values = {
      ...unchanged,
      dashboard_title: 'Revenue',
      slug: '  ',
      certified_by: ' Finance ',
      certification_details: 'Checked',
    };
    const metadata = { color_scheme: 'supersetColors', label_colors: { boys: '#00f' } };
    expect(changedProperties(info, values, metadata, NO_NAMES)).toEqual({
      dashboard_title: 'Revenue',
      certified_by: 'Finance',
      certification_details: 'Checked',
      metadata,
    });
  });

  it('keeps the objects of known owners and roles and names the new ones as picked', () => {
    const values = { ...unchanged, owners: [1, 2], roles: [5] };
    const names = { owners: { 2: 'Bob Jones' }, roles: { 5: 'Sales team' } };
    expect(changedProperties(info, values, info.metadata, names)).toEqual({
      owners: [
        { id: 1, first_name: 'Alice', last_name: 'Smith' },
        { id: 2, first_name: 'Bob Jones' },
      ],
      roles: [{ id: 5, name: 'Sales team' }],
    });
  });
});
