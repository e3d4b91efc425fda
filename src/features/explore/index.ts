/**
 * Explore's public surface: its state, and its page as its own chunk (lazy here, so importing the
 * reducer never loads the page).
 */
import { lazy } from 'react';

export const ExplorePage = lazy(() => import('./components/ExplorePage'));
export { exploreReducer } from './exploreSlice';
export { TimeRangePicker } from './controls/TimeRangeControl';
export { isStandaloneExploreUrl } from './url/exploreUrlFlags';

/**
 * Starts loading Explore for an address being navigated to (the router's loader calls it); its code
 * comes in its own chunk, so the app's entry does not carry Explore.
 */
export const prefetchExploreFor = (
  dispatch: (action: unknown) => unknown,
  search: string,
  permalinkKey: string | undefined,
): Promise<void> =>
  import('./thunks/prefetchExplore').then((module) => {
    dispatch(module.prefetchExplore(search, permalinkKey));
  });
