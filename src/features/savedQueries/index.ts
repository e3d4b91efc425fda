/** The saved query list page, as its own chunk. */
import { lazy } from 'react';

export const SavedQueryListPage = lazy(() => import('./SavedQueryListPage'));
