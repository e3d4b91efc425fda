/**
 * Edit mode: the properties modal and the CSS editor start from the page's own copy of the
 * dashboard (its title or CSS may be changed and unsaved) and change that copy without a request;
 * the page's Save then sends it with the layout.
 */
import type { DashboardRelation } from '../../api/dashboardList';
import { dashboardPutBody, type DashboardForEdit, type DashboardPropertyValues } from '../../api/dashboardProperties';
import type { DashboardInfo } from '../../api/dashboards';

/** The page's copy to edit, and where the changed fields go instead of a PUT. */
export interface LocalDashboard {
  info: DashboardInfo;
  onApply: (changes: Partial<DashboardInfo>) => void;
}

/** Names of owners and roles picked in the form, by id (the page shows people by name). */
export type ChosenNames = Record<DashboardRelation, Record<number, string>>;

/** The page's copy in the shape the editors read from the server: the metadata as JSON text. */
export function dashboardForEditOf(info: DashboardInfo): DashboardForEdit {
  return {
    id: info.id,
    dashboard_title: info.dashboard_title,
    slug: info.slug,
    url: info.url,
    css: info.css,
    json_metadata: JSON.stringify(info.metadata),
    published: info.published,
    owners: info.owners,
    roles: info.roles ?? [],
    certified_by: info.certified_by ?? null,
    certification_details: info.certification_details ?? null,
  };
}

/** JSON values alike whatever the order of object keys. */
function sameJson(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameJson(item, right[index]))
    );
  }
  if (typeof left !== 'object' || left === null || typeof right !== 'object' || right === null) return left === right;
  const leftEntries = Object.entries(left);
  const rightObject = right as Record<string, unknown>;
  return (
    leftEntries.length === Object.keys(rightObject).length &&
    leftEntries.every(([key, value]) => key in rightObject && sameJson(value, rightObject[key]))
  );
}

function sameIds(left: readonly { id: number }[], right: readonly number[]): boolean {
  const before = left.map((item) => item.id).sort((a, b) => a - b);
  const after = [...right].sort((a, b) => a - b);
  return sameJson(before, after);
}

/**
 * The fields the properties form changed, in the page's shape; empty when nothing did (so an Apply
 * that changes nothing does not claim unsaved changes). Slug and certification are normalised as
 * the save sends them; owners and roles already on the dashboard keep their objects, new ones take
 * the name they were picked by (a person's whole name as `first_name`).
 */
export function changedProperties(
  info: DashboardInfo,
  values: DashboardPropertyValues,
  metadata: Record<string, unknown>,
  names: ChosenNames,
): Partial<DashboardInfo> {
  const sent = dashboardPutBody(values, { dashboardRbac: true });
  const roles = info.roles ?? [];
  const changes: Partial<DashboardInfo> = {};
  if (sent.dashboard_title !== info.dashboard_title) changes.dashboard_title = sent.dashboard_title;
  if (sent.slug !== (info.slug ?? null)) changes.slug = sent.slug;
  if (sent.certified_by !== (info.certified_by ?? null)) changes.certified_by = sent.certified_by;
  if (sent.certification_details !== (info.certification_details ?? null))
    changes.certification_details = sent.certification_details;
  if (sent.css !== info.css) changes.css = sent.css;
  if (!sameJson(metadata, info.metadata)) changes.metadata = metadata as DashboardInfo['metadata'];
  if (!sameIds(info.owners, values.owners)) {
    changes.owners = values.owners.map((id) => {
      const known = info.owners.find((owner) => owner.id === id);
      if (known) return known;
      const name = names.owners[id];
      return name === undefined ? { id } : { id, first_name: name };
    });
  }
  if (!sameIds(roles, values.roles)) {
    changes.roles = values.roles.map(
      (id) => roles.find((role) => role.id === id) ?? { id, name: names.roles[id] ?? String(id) },
    );
  }
  return changes;
}
