/** 'Copy permalink to clipboard': an explore permalink of the current form data. */
import { createExplorePermalink } from '../../../api/explore';
import { getClientErrorObject } from '../../../api/errors';
import type { ExploreThunk } from './exploreThunkTypes';

/** Resolves with the permalink's URL; rejects with the error text. */
export function createExploreShareLink(): ExploreThunk<Promise<string>> {
  return async (_dispatch, getState) => {
    const formData = getState().explore.formData;
    if (!formData) throw new Error('Nothing to share');
    try {
      const { url } = await createExplorePermalink(formData, []);
      return url;
    } catch (error) {
      throw new Error((await getClientErrorObject(error)).error, { cause: error });
    }
  };
}
