// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dashboardPropertyValues,
  dashboardPutBody,
  parseDashboardForEdit,
  savedDashboardOf,
} from '../../../src/api/dashboardProperties';

const dashboard = parseDashboardForEdit(
  {
    id: 5,
    dashboard_title: 'Sales',
    slug: null,
    css: null,
    json_metadata: '{"color_scheme":"bnbColors","native_filter_configuration":[]}',
    owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
    roles: [{ id: 4, name: 'Gamma' }],
    certified_by: null,
    certification_details: null,
  },
  5,
);

describe('the full-object PUT body (reference §3.3)', () => {
  it('sends every editable field, the metadata whole as one string', () => {
    const body = dashboardPutBody(dashboardPropertyValues(dashboard), { dashboardRbac: false });
    expect(body).toEqual({
      dashboard_title: 'Sales',
      slug: null,
      owners: [1],
      certified_by: null,
      certification_details: null,
      css: '',
      json_metadata: '{"color_scheme":"bnbColors","native_filter_configuration":[]}',
    });
  });

  it('sends roles only with DASHBOARD_RBAC, and certification details only with a certifier', () => {
    const values = { ...dashboardPropertyValues(dashboard), certification_details: 'Checked' };
    expect(dashboardPutBody(values, { dashboardRbac: true })).toMatchObject({
      roles: [4],
      certification_details: null,
    });
    const certified = dashboardPutBody({ ...values, certified_by: ' Finance ' }, { dashboardRbac: false });
    expect(certified).toMatchObject({ certified_by: 'Finance', certification_details: 'Checked' });
    expect(certified).not.toHaveProperty('roles');
  });

  it("hands back the server's normalised slug", () => {
    const body = dashboardPutBody(
      { ...dashboardPropertyValues(dashboard), slug: 'my sales!' },
      { dashboardRbac: false },
    );
    expect(savedDashboardOf(5, body, { id: 5, result: { slug: 'my-sales' }, last_modified_time: 7 })).toMatchObject({
      id: 5,
      slug: 'my-sales',
      dashboard_title: 'Sales',
      last_modified_time: 7,
    });
  });
});
