/**
 * Opening Explore's chart from the navigation itself: the router calls this as it navigates, so
 * Explore's request (and then the chart's) leaves before the page has rendered, instead of after
 * the page mounted. The page takes over the load already under way instead of starting another.
 */
import { canOpenExplore } from '../../../utils/permissionRules';
import { exploreUrlOverrides } from '../url/exploreUrlOverrides';
import { exploreParamsFromUrl, loadExplore } from './loadExplore';
import type { ExploreThunk } from './exploreThunkTypes';

let prefetchedSignature: string | null = null;
/**
 * The addresses the page rewrote itself to after a load, oldest first: those navigations open
 * nothing new. A list, since the router reaches this module asynchronously: a second rewrite (the
 * form-data key arriving) can be noted before the first rewrite's navigation is seen here.
 */
const ownAddressRewrites: string[] = [];
/** Rewrites still on their way at most (a navigation the router dropped is never seen). */
const OWN_REWRITES_KEPT = 8;

/**
 * Called by the page just before it rewrites its own address. Without it, a rewrite to the dataset
 * alone (made before the form-data key of an address-opened chart arrived) reads as a navigation to a
 * new chart on that dataset, and the chart the address opened is replaced by an empty one.
 */
export function noteOwnAddressRewrite(search: string): void {
  ownAddressRewrites.push(search);
  if (ownAddressRewrites.length > OWN_REWRITES_KEPT) ownAddressRewrites.shift();
}

/** What identifies one opening of Explore: the permalink key and the address's query string. */
export function exploreLoadSignature(search: string, permalinkKey: string | undefined): string {
  return `${permalinkKey ?? ''}?${search}`;
}

/**
 * Starts loading Explore for an address being navigated to, unless the address only restates the
 * chart already open (the page rewrites its own address after a load) or the user may not explore.
 */
export function prefetchExplore(search: string, permalinkKey: string | undefined): ExploreThunk {
  return (dispatch, getState) => {
    const { explore, bootstrap } = getState();
    if (!canOpenExplore(bootstrap.user)) return;
    const ownRewrite = ownAddressRewrites.indexOf(search);
    if (ownRewrite >= 0) {
      // Seen in order: earlier rewrites not seen by now never will be.
      ownAddressRewrites.splice(0, ownRewrite + 1);
      return;
    }
    const params = new URLSearchParams(search);
    const restatesOpenChart =
      explore.status === 'ready' &&
      ((params.get('form_data_key') !== null && params.get('form_data_key') === explore.formDataKey) ||
        (params.get('slice_id') !== null && params.get('slice_id') === String(explore.slice?.slice_id)));
    if (restatesOpenChart) return;
    prefetchedSignature = exploreLoadSignature(search, permalinkKey);
    void dispatch(loadExplore(exploreParamsFromUrl(search, permalinkKey), exploreUrlOverrides(search)));
  };
}

/** True (once) when the navigation already started the load for this signature. */
export function takePrefetchedExploreLoad(signature: string): boolean {
  if (prefetchedSignature !== signature) return false;
  prefetchedSignature = null;
  return true;
}
