import { useMemo } from 'react';
import { useGetPermissionResourcesQuery, type PermissionResource } from '../../../api/securityAdmin';
import type { ClientError } from '../../../api/types';
import { toClientError } from '../serverErrors';
import { permissionOptionsOf, type PermissionOption } from './permissionLabels';

export interface PermissionCatalog {
  byId: ReadonlyMap<number, PermissionResource>;
  options: PermissionOption[];
  loading: boolean;
  /** Set when the pairs could not be read; the page then offers no permission edits. */
  error: ClientError | undefined;
  ready: boolean;
}

/** Every permission/view pair (fetched once, cached by RTK Query), by id and as select options. */
export function usePermissionCatalog(): PermissionCatalog {
  const { data, error, isFetching, isSuccess } = useGetPermissionResourcesQuery();
  return useMemo(() => {
    const pairs = data ?? [];
    return {
      byId: new Map(pairs.map((pair) => [pair.id, pair])),
      options: permissionOptionsOf(pairs),
      loading: isFetching,
      error: error ? toClientError(error) : undefined,
      ready: isSuccess,
    };
  }, [data, error, isFetching, isSuccess]);
}
