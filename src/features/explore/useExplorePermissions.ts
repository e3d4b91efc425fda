/**
 * Explore's capability flags (spec charts §6, reference charts §7): can_add from can_write on Chart,
 * can_download (CSV and image) from can_csv on Superset, can_overwrite only for the chart's owners
 * (admins always: the server lets them), sharing from can_share_chart, 'Change dataset' for users
 * who may list datasets, the favourite star on a saved chart for users who may read charts.
 */
import { useAppSelector } from '../../app/hooks';
import { isUserAdmin, type UserWithRoles } from '../../utils/permissions';
import {
  canDownloadChartData,
  canReadCharts,
  canReadDatasets,
  canShareChart,
  canWriteCharts,
} from '../../utils/permissionRules';
import type { ExploreSlice } from '../../api/explore';

interface ExplorePermissions {
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
  canShare: boolean;
  canChangeDataset: boolean;
  canStar: boolean;
}

export function explorePermissions(
  user: (UserWithRoles & { userId?: number }) | null,
  slice: ExploreSlice | null,
): ExplorePermissions {
  const canAdd = canWriteCharts(user);
  const isOwner = Boolean(slice && user?.userId !== undefined && (slice.owners ?? []).includes(user.userId));
  return {
    canAdd,
    canDownload: canDownloadChartData(user),
    canOverwrite: Boolean(slice) && canAdd && (isOwner || isUserAdmin(user)),
    canShare: canShareChart(user),
    canChangeDataset: canReadDatasets(user),
    canStar: Boolean(slice) && canReadCharts(user),
  };
}

export function useExplorePermissions(): ExplorePermissions {
  const user = useAppSelector((state) => state.bootstrap.user);
  const slice = useAppSelector((state) => state.explore.slice);
  return explorePermissions(user, slice);
}
