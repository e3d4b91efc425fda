import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import {
  readBootstrapRequestedQuery,
  readSqlLabRequest,
  requestedQueryFromState,
  searchWithoutRequest,
} from '../sqlLabRequest';
import { openSqlLabRequest } from '../thunks/openFromUrl';

/** A form post renders its requested query into the page once: it is used by the first SQL Lab visit only. */
let bootstrapRequestUsed = false;

/**
 * Once SQL Lab's state is loaded, opens what the address (or router state, or a form post) asks for
 * as a new tab, then takes the request off the address as Superset does (`/sqllab/` plus any other
 * parameters), so a reload does not open it again.
 */
export function useOpenRequestedTab(stateLoaded: boolean): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { key: permalinkKey } = useParams<{ key?: string }>();
  const handledLocation = useRef<string | null>(null);

  useEffect(() => {
    if (!stateLoaded || handledLocation.current === location.key) return;
    handledLocation.current = location.key;
    let requested = requestedQueryFromState(location.state);
    if (!requested && !bootstrapRequestUsed) {
      bootstrapRequestUsed = true;
      requested = readBootstrapRequestedQuery();
    }
    const request = readSqlLabRequest(location.search, permalinkKey, requested);
    if (!request) return;
    void dispatch(openSqlLabRequest(request));
    navigate(`/sqllab/${searchWithoutRequest(location.search)}`, { replace: true, state: null });
  }, [stateLoaded, location, permalinkKey, dispatch, navigate]);
}
