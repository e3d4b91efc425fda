/**
 * SQL Lab's public surface: its pages, each its own chunk (lazy here, so importing the state never
 * loads a page), the run workflows and the state other areas may read.
 */
import { lazy } from 'react';

export const SqlLabPage = lazy(() => import('./components/SqlLabPage'));
export const QueryHistoryPage = lazy(() => import('./components/QueryHistoryPage'));
export { sqlLabReducer } from './sqlLabSlice';
