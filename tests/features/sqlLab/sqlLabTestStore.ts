/** A real app store holding a SQL Lab state, and an msw server, for the thunk and component tests. */
import { createAppStore } from '../../../src/app/store';
import { defaultCommon } from '../../../src/app/bootstrap';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { loadSqlLabDatabases, makeDatabase, makeState, type SqlLabSetup } from './fixtures';

export const ADMIN_USER: BootstrapUser = {
  isAnonymous: false,
  username: 'admin',
  roles: { Admin: [['can_read', 'SQLLab']] },
  permissions: {},
};

export function makeStore(
  { databases = { 1: makeDatabase() }, ...sqlLab }: SqlLabSetup = {},
  user: BootstrapUser = ADMIN_USER,
  flags: Record<string, boolean> = {},
) {
  const common = defaultCommon();
  const store = createAppStore({
    preloadedState: {
      sqlLab: makeState(sqlLab),
      bootstrap: { user, common: { ...common, feature_flags: flags } },
    },
  });
  loadSqlLabDatabases(store, databases);
  return store;
}

export type TestStore = ReturnType<typeof makeStore>;
