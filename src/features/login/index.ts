/** The login page, as its own chunk: inside the app's router, or mounted on its own by the entry point. */
import { lazy } from 'react';

export const LoginPage = lazy(() => import('./LoginPage'));

/** Renders the login page alone into the page (no store, router or component library). */
export const mountLoginPage = (): Promise<void> => import('./mountLoginPage').then((login) => login.mountLoginPage());
