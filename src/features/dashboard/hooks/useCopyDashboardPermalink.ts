/**
 * Copying a dashboard permalink (reference §3.8): the applied data mask (native filters and
 * cross-filters), the open tabs, an anchor (the address's, or the chart whose menu asked) and the
 * URL parameters, stored by the server under a key; the link goes to the clipboard with the
 * spec's toasts.
 */
import { useCallback } from 'react';
import { useCreateDashboardPermalinkMutation } from '../../../api/dashboards';
import { GENERIC_ERROR_MESSAGE, getClientErrorObject } from '../../../api/errors';
import { useAppStore } from '../../../app/hooks';
import {
  COPY_SUCCESS_MESSAGE,
  COPY_UNSUPPORTED_MESSAGE,
  copyTextToClipboard,
} from '../../../components/CopyToClipboard';
import { useToasts } from '../../toasts';
import { permalinkUrlParams } from '../rules/urlParams';

export function useCopyDashboardPermalink(dashboardId: number | undefined): (anchor?: string) => Promise<void> {
  const toasts = useToasts();
  const store = useAppStore();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  return useCallback(
    async (anchor?: string) => {
      if (dashboardId === undefined) return;
      // Read when asked: subscribing would re-render the menu on every filter change.
      const { dataMask, dashboardState } = store.getState();
      const shownAnchor = anchor ?? window.location.hash.replace(/^#/, '');
      try {
        const { url } = await createPermalink({
          id: dashboardId,
          state: {
            dataMask,
            activeTabs: dashboardState.activeTabs,
            ...(shownAnchor ? { anchor: shownAnchor } : {}),
            urlParams: permalinkUrlParams(window.location.search),
          },
        }).unwrap();
        try {
          await copyTextToClipboard(url);
          toasts.addSuccessToast(COPY_SUCCESS_MESSAGE);
        } catch {
          toasts.addDangerToast(COPY_UNSUPPORTED_MESSAGE);
        }
      } catch (error) {
        toasts.addDangerToast((await getClientErrorObject(error)).error ?? GENERIC_ERROR_MESSAGE);
      }
    },
    [createPermalink, dashboardId, store, toasts],
  );
}
