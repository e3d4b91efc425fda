/**
 * POST /api/v1/dashboard/{id_or_slug}/copy/ as Superset's copy_dashboard: a new dashboard owned
 * by the caller, with the original's metadata, the request's title, css and `positions`; with
 * `duplicate_slices` every chart of the original is cloned and the layout's chart ids remapped.
 * The slug is not copied. One transaction for the dashboard and its clones.
 */
import { isOwnerOrAdmin, DatasourceResolver } from '../chart/chartAccess';
import { forbidden } from '../../errors';
import { chartUuidsWithin, cloneCharts } from '../../store/dashboardCopies';
import { insertDashboard, type DashboardRecord } from '../../store/dashboards';
import { readableDashboard } from './dashboardAccess';
import type { DashboardCommandContext } from './dashboardCommands';
import { applyDashboardMetadata, type Metadata } from './dashboardMetadata';

interface DashboardCopyBody {
  dashboard_title?: string | null;
  css?: string;
  duplicate_slices?: boolean;
}

function parsedMetadata(text: string | null): Metadata {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Metadata) : {};
  } catch {
    return {};
  }
}

function remapChartIds(positions: unknown, oldToNew: ReadonlyMap<number, number>): void {
  if (typeof positions !== 'object' || positions === null) return;
  for (const component of Object.values(positions as Record<string, unknown>)) {
    if (typeof component !== 'object' || component === null) continue;
    const meta = (component as { meta?: unknown }).meta;
    if (typeof meta !== 'object' || meta === null) continue;
    const chartId = (meta as { chartId?: unknown }).chartId;
    if (typeof chartId === 'number' && chartId)
      (meta as Record<string, unknown>).chartId = oldToNew.get(chartId) ?? null;
  }
}

export async function copyDashboardCommand(
  context: DashboardCommandContext,
  idOrSlug: string,
  body: DashboardCopyBody,
  metadata: Metadata,
): Promise<DashboardRecord> {
  const { app, user } = context;
  const original = await readableDashboard(app, user, idOrSlug, new DatasourceResolver(app));
  if (app.config.featureFlags.DASHBOARD_RBAC && !isOwnerOrAdmin(user, original.owner_ids)) throw forbidden();
  const data = structuredClone(metadata);
  const id = await app.store.dashboards.transaction(async (tx) => {
    let sliceIds = original.slice_ids;
    let oldToNew = new Map<number, number>();
    if (body.duplicate_slices) {
      oldToNew = await cloneCharts(tx, original.slice_ids, user.id, user.id);
      sliceIds = [...oldToNew.values()];
      remapChartIds(data.positions, oldToNew);
    }
    const applied = await applyDashboardMetadata(data, {
      base: parsedMetadata(original.json_metadata),
      chartUuids: (ids) => chartUuidsWithin(tx, ids),
      oldToNewChartIds: oldToNew,
    });
    return insertDashboard(
      tx,
      {
        dashboard_title: body.dashboard_title ?? null,
        css: body.css ?? null,
        json_metadata: applied.jsonMetadata,
        position_json: applied.positionJson ?? null,
        published: false,
        owner_ids: [user.id],
        slice_ids: applied.sliceIds ?? sliceIds,
      },
      user.id,
    );
  });
  const copy = await app.store.dashboards.findById(id);
  if (!copy) throw new Error(`Dashboard ${id} vanished after the copy`);
  return copy;
}
