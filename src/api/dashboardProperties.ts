/**
 * A dashboard's properties (reference §3.2, §3.3): read for editing, and saved with the full-object
 * PUT — every editable field, `json_metadata` as one string — because Superset replaces the stored
 * metadata with what a PUT sends: partial metadata would lose the other keys.
 */
import { api } from './baseApi';

interface DashboardEditPerson {
  id: number;
  first_name?: string;
  last_name?: string;
}

interface DashboardEditRole {
  id: number;
  name: string;
}

/** GET /api/v1/dashboard/{id} as the properties modal and the CSS editor read it (JSON kept as text). */
export interface DashboardForEdit {
  id: number;
  dashboard_title: string;
  slug: string | null;
  url?: string;
  css: string;
  /** The stored metadata, a JSON object as text ('' when the dashboard has none). */
  json_metadata: string;
  published: boolean;
  owners: DashboardEditPerson[];
  roles: DashboardEditRole[];
  certified_by: string | null;
  certification_details: string | null;
}

interface DashboardForEditWire {
  id?: number;
  dashboard_title?: string | null;
  slug?: string | null;
  url?: string;
  css?: string | null;
  json_metadata?: string | null;
  published?: boolean | null;
  owners?: DashboardEditPerson[] | null;
  roles?: DashboardEditRole[] | null;
  certified_by?: string | null;
  certification_details?: string | null;
}

export function parseDashboardForEdit(wire: DashboardForEditWire, requestedId: number): DashboardForEdit {
  return {
    id: wire.id ?? requestedId,
    dashboard_title: wire.dashboard_title ?? '',
    slug: wire.slug ?? null,
    url: wire.url,
    css: wire.css ?? '',
    json_metadata: wire.json_metadata ?? '',
    published: Boolean(wire.published),
    owners: wire.owners ?? [],
    roles: wire.roles ?? [],
    certified_by: wire.certified_by ?? null,
    certification_details: wire.certification_details ?? null,
  };
}

/** What the properties modal and the CSS editor change. */
export interface DashboardPropertyValues {
  dashboard_title: string;
  slug: string;
  owners: number[];
  roles: number[];
  certified_by: string;
  certification_details: string;
  css: string;
  /** The metadata as the user wrote it: it must parse to a JSON object. */
  json_metadata: string;
}

/** The PUT body: every field of reference §3.3's overwrite save. */
interface DashboardPutBody {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles?: number[];
  certified_by: string | null;
  certification_details: string | null;
  css: string;
  json_metadata: string;
}

/** The editable values of a dashboard as read. */
export function dashboardPropertyValues(dashboard: DashboardForEdit): DashboardPropertyValues {
  return {
    dashboard_title: dashboard.dashboard_title,
    slug: dashboard.slug ?? '',
    owners: dashboard.owners.map((owner) => owner.id),
    roles: dashboard.roles.map((role) => role.id),
    certified_by: dashboard.certified_by ?? '',
    certification_details: dashboard.certification_details ?? '',
    css: dashboard.css,
    json_metadata: dashboard.json_metadata,
  };
}

/**
 * The full-object PUT body. Roles are sent only with DASHBOARD_RBAC (the server saves them only
 * then); an empty slug is null; certification details go only with a certifier, as Superset does.
 */
export function dashboardPutBody(
  values: DashboardPropertyValues,
  options: { dashboardRbac: boolean },
): DashboardPutBody {
  const certifiedBy = values.certified_by.trim();
  const slug = values.slug.trim();
  return {
    dashboard_title: values.dashboard_title,
    slug: slug === '' ? null : slug,
    owners: values.owners,
    ...(options.dashboardRbac ? { roles: values.roles } : {}),
    certified_by: certifiedBy === '' ? null : certifiedBy,
    certification_details:
      certifiedBy === '' || values.certification_details === '' ? null : values.certification_details,
    css: values.css,
    json_metadata: values.json_metadata.trim() === '' ? '{}' : values.json_metadata,
  };
}

/** What a save hands back to the caller (e.g. to rewrite the dashboard's address). */
export interface SavedDashboard {
  id: number;
  dashboard_title: string;
  slug: string | null;
  css: string;
  json_metadata: string;
  owners: number[];
  roles?: number[];
  certified_by: string | null;
  certification_details: string | null;
  last_modified_time?: number;
}

interface DashboardPutReply {
  id?: number;
  result?: Partial<DashboardPutBody> | null;
  last_modified_time?: number;
}

/** The saved dashboard: the server's echo (its slug normalised) over what was sent. */
export function savedDashboardOf(id: number, body: DashboardPutBody, reply: DashboardPutReply | null): SavedDashboard {
  const echo = reply?.result ?? {};
  return {
    ...body,
    ...echo,
    id: reply?.id ?? id,
    slug: echo.slug !== undefined ? echo.slug : body.slug,
    last_modified_time: reply?.last_modified_time,
  };
}

const dashboardTag = (id: number) => ({ type: 'Dashboard' as const, id: String(id) });

export const dashboardPropertiesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getDashboardForEdit: builder.query<DashboardForEdit, number>({
      query: (id) => ({ endpoint: `/api/v1/dashboard/${id}` }),
      transformResponse: (raw: { result?: DashboardForEditWire } | null, _meta, id) =>
        parseDashboardForEdit(raw?.result ?? {}, id),
      providesTags: (_dashboard, _error, id) => [dashboardTag(id)],
    }),
    saveDashboardProperties: builder.mutation<SavedDashboard, { id: number; body: DashboardPutBody }>({
      query: ({ id, body }) => ({ method: 'PUT', endpoint: `/api/v1/dashboard/${id}`, jsonPayload: body }),
      transformResponse: (raw: DashboardPutReply | null, _meta, { id, body }) => savedDashboardOf(id, body, raw),
      invalidatesTags: (_saved, _error, { id }) => [dashboardTag(id), { type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useGetDashboardForEditQuery, useSaveDashboardPropertiesMutation } = dashboardPropertiesApi;
