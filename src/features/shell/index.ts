/**
 * The shell's public surface: the app's frame (layout, landing redirect, not-found and coming-soon
 * pages, the permission guard) and the bootstrap state other areas read (user, conf, feature flags).
 */
import { lazy } from 'react';

export { default as AppLayout } from './AppLayout';
export { default as LandingRedirect } from './LandingRedirect';
/** Loaded when shown: antd's Result module carries every status illustration. */
export const NotFound = lazy(() => import('./NotFound'));
export { RequirePermission } from './RequirePermission';
export { noAccessText } from './accessMessages';
export { bootstrapReducer, bootstrapLoaded, selectUser, selectConf, selectFeatureFlag } from './bootstrapSlice';
export type { BootstrapState } from './bootstrapSlice';
