/** A real app store holding a SQL Lab state, and an msw server, for the thunk and component tests. */
import { createAppStore } from '../../../src/app/store';
import { defaultCommon } from '../../../src/app/bootstrap';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import type { SqlLabState } from '../../../src/features/sqlLab/types';
import { makeDatabase, makeState } from './fixtures';

export const ADMIN_USER: BootstrapUser = {
  isAnonymous: false,
  username: 'admin',
  roles: { Admin: [['can_read', 'SQLLab']] },
  permissions: {},
};

export function makeStore(
  sqlLab: Partial<SqlLabState> = {},
  user: BootstrapUser = ADMIN_USER,
  flags: Record<string, boolean> = {},
) {
  const common = defaultCommon();
  return createAppStore({
    preloadedState: {
      sqlLab: makeState({ databases: { 1: makeDatabase() }, ...sqlLab }),
      bootstrap: { user, common: { ...common, feature_flags: flags } },
    },
  });
}

export type TestStore = ReturnType<typeof makeStore>;
