/** The login page, as its own chunk. */
import { lazy } from 'react';

export const LoginPage = lazy(() => import('./LoginPage'));
