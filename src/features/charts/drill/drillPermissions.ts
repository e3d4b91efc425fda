/**
 * Who may drill (Superset's ChartContextMenu): drill to detail needs Explore or dashboard drill
 * rights plus the datasource samples; drill by needs them plus writing Explore form data.
 */
import { userHasPermission, type UserWithRoles } from '../../../utils/permissions';

export interface DrillPermissions {
  canDrillToDetail: boolean;
  canDrillBy: boolean;
}

export function drillPermissions(user: UserWithRoles | null | undefined): DrillPermissions {
  const canExploreOrDrill =
    userHasPermission(user, 'can_explore', 'Superset') || userHasPermission(user, 'can_drill', 'Dashboard');
  return {
    canDrillToDetail: canExploreOrDrill && userHasPermission(user, 'can_samples', 'Datasource'),
    canDrillBy: canExploreOrDrill && userHasPermission(user, 'can_write', 'ExploreFormDataRestApi'),
  };
}
