/**
 * The dashboards step of an import (Superset's import_dashboard). A dashboard is found by uuid,
 * else by slug: Superset's import matches dashboards on every unique key, so a new uuid whose slug
 * another dashboard holds lands on that dashboard. As newer Superset does, that counts as the
 * dashboard existing: without `overwrite` it asks for the confirmation, with it only an owner or an
 * admin overwrites it (the dashboard keeps its own uuid). Never a second dashboard with the slug.
 */
import { insertDashboard, updateDashboard } from '../../store/dashboards';
import { sortedCompactJson } from '../../store/dashboardLayout';
import { idByUuid } from '../../store/importWrites';
import { dashboardFields } from './importConfigs';
import { dashboardIdBySlug } from './importQueries';
import type { ImportRun } from './importRun';
import { alreadyExists } from './importValidation';
import type { FileProblems, Json } from './parseBundle';
import { remapMetadata, remapPosition } from './remapDashboard';

/** Superset's DashboardSlugExistsValidationError text. */
const SLUG_NOT_UNIQUE = 'Must be unique';

type Target = { id: number | null } | { problem: FileProblems[string] };

/**
 * The dashboard this document overwrites (null: a new one), or the problem that stops it. A slug
 * owner here is a dashboard that existed before (caught in validation without `overwrite`) or one
 * an earlier document of the same bundle created.
 */
async function targetOf(run: ImportRun, config: Json, slug: string | null): Promise<Target> {
  const byUuid = await idByUuid(run.tx, 'dashboards', String(config.uuid));
  const bySlug = slug ? await dashboardIdBySlug(run.tx, slug) : null;
  if (byUuid !== null)
    return bySlug === null || bySlug === byUuid ? { id: byUuid } : { problem: { slug: [SLUG_NOT_UNIQUE] } };
  if (bySlug !== null && !run.options.overwrite) return { problem: alreadyExists('dashboards') };
  return { id: bySlug };
}

export async function importDashboards(run: ImportRun): Promise<void> {
  const { userId, canCreate } = run.options;
  for (const [path, config] of run.bundle.dashboards) {
    const remapped = remapPosition((config.position as Json | undefined) ?? {}, run.chartIdByUuid);
    const metadata = remapMetadata((config.metadata as Json | undefined) ?? {}, remapped.idMap, run.datasetIdByUuid);
    const fields = {
      ...dashboardFields(config),
      position_json: sortedCompactJson(remapped.position),
      json_metadata: JSON.stringify(metadata),
      slice_ids: remapped.chartIds,
    };
    const target = await targetOf(run, config, fields.slug ?? null);
    if ('problem' in target) {
      run.problems[path] = target.problem;
    } else if (target.id !== null) {
      if (!(await run.mayOverwrite('dashboards', target.id))) {
        run.problems[path] = "A dashboard already exists and user doesn't have permissions to overwrite it";
        continue;
      }
      const owner_ids = await run.ownersWithUser('dashboards', target.id);
      await updateDashboard(run.tx, target.id, { ...fields, owner_ids }, userId);
    } else if (!canCreate('Dashboard')) {
      run.problems[path] = "Dashboard doesn't exist and user doesn't have permission to create dashboards";
    } else {
      await insertDashboard(run.tx, { ...fields, uuid: String(config.uuid), owner_ids: [userId] }, userId);
    }
  }
  run.failIfProblems();
}
