/**
 * Explore's capability flags (spec charts §6): can_add from can_write on Chart, can_download from
 * can_csv on Superset, can_overwrite only for the chart's owners (admins always).
 */
import { useAppSelector } from '../../app/hooks';
import { isUserAdmin, userHasPermission, type UserWithRoles } from '../../utils/permissions';
import type { ExploreSlice } from '../../api/explore';

export interface ExplorePermissions {
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
}

export function explorePermissions(user: (UserWithRoles & { userId?: number }) | null, slice: ExploreSlice | null): ExplorePermissions {
  const canAdd = userHasPermission(user, 'can_write', 'Chart');
  const isOwner = Boolean(slice && user?.userId !== undefined && (slice.owners ?? []).includes(user.userId));
  return {
    canAdd,
    canDownload: userHasPermission(user, 'can_csv', 'Superset'),
    canOverwrite: Boolean(slice) && canAdd && (isOwner || isUserAdmin(user)),
  };
}

export function useExplorePermissions(): ExplorePermissions {
  const user = useAppSelector((state) => state.bootstrap.user);
  const slice = useAppSelector((state) => state.explore.slice);
  return explorePermissions(user, slice);
}
