/** 'Copy permalink to clipboard': an explore permalink of the current form data. */
import { makeUrl } from '../../../api/client';
import { createExplorePermalink } from '../../../api/explore';
import { getClientErrorObject } from '../../../api/errors';
import type { ExploreThunk } from './exploreThunkTypes';

/**
 * The permalink of a key on the app's own origin. Not the reply's `url`: it names the origin the
 * server sees, which behind a proxy (a real Superset behind this app's server) is not the user's.
 */
function explorePermalinkUrl(key: string): string {
  return `${window.location.origin}${makeUrl(`/explore/p/${encodeURIComponent(key)}/`)}`;
}

/** Resolves with the permalink's URL; rejects with the error text. */
export function createExploreShareLink(): ExploreThunk<Promise<string>> {
  return async (_dispatch, getState) => {
    const formData = getState().explore.formData;
    if (!formData) throw new Error('Nothing to share');
    try {
      const { key } = await createExplorePermalink(formData, []);
      return explorePermalinkUrl(key);
    } catch (error) {
      throw new Error((await getClientErrorObject(error)).error, { cause: error });
    }
  };
}
