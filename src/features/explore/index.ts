/**
 * Explore's public surface: its state, and its page as its own chunk (lazy here, so importing the
 * reducer never loads the page).
 */
import { lazy } from 'react';

export const ExplorePage = lazy(() => import('./components/ExplorePage'));
export { exploreReducer } from './exploreSlice';
export { TimeRangePicker } from './controls/TimeRangeControl';
