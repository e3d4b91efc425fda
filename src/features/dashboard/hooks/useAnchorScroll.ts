/**
 * Scrolls to the component the page was opened at (the URL's `#anchor`, a permalink's anchor, or
 * `focused_chart`) once its tabs are open and it is on screen, then forgets it.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { anchorHandled } from '../state/dashboardStateSlice';

export function useAnchorScroll(): void {
  const dispatch = useAppDispatch();
  const anchor = useAppSelector((state) => state.dashboardState.anchor);
  useEffect(() => {
    if (!anchor) return;
    // After the tabs leading to it have rendered their content.
    const timer = setTimeout(() => {
      document.getElementById(anchor)?.scrollIntoView?.({ block: 'center' });
      dispatch(anchorHandled());
    }, 0);
    return () => clearTimeout(timer);
  }, [dispatch, anchor]);
}
