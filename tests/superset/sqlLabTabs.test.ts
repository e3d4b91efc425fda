/**
 * SQL Lab tabs kept on the server (src/api/tabState.ts, tableSchema.ts, sqlLabBootstrap.ts):
 * create, read, update, activate and delete a tab, the tables of its left bar, and SQL Lab's
 * start-up payload listing them.
 */
import { beforeAll, describe } from 'vitest';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(() => linkExamplesDatabase(run));

const tab = (side: Side, name = 'tab') => `/tabstateview/${side.ref(name)}`;

/** The tab and table ids the run created, so SQL Lab's payload is compared on them only. */
function ownTabs(body: unknown, side: Side): unknown {
  const reply = body as {
    result?: {
      tab_state_ids?: { id: number; label: string }[];
      active_tab?: unknown;
      databases?: Record<string, unknown>;
    };
  };
  const ours = new Set([
    side.has('tab') ? String(side.ref('tab')) : '',
    side.has('tab2') ? String(side.ref('tab2')) : '',
  ]);
  const databases = reply.result?.databases ?? {};
  return {
    result: {
      ...reply.result,
      tab_state_ids: reply.result?.tab_state_ids?.filter((entry) => ours.has(String(entry.id))),
      databases: { examples: databases[String(side.ref('examplesDb'))] },
    },
  };
}

describe('tab state', () => {
  step(run, {
    name: 'create a tab (POST /tabstateview/)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/tabstateview/',
      form: {
        queryEditor: {
          dbId: side.id('examplesDb'),
          name: 'Differential tab',
          schema: 'main',
          sql: 'SELECT name, num FROM birth_names LIMIT 5',
          queryLimit: 1000,
          hideLeftBar: false,
          remoteId: null,
          templateParams: '{}',
          autorun: false,
        },
      },
    }),
    remember: { tab: { pointer: '/id', kind: 'tabState' } },
  });

  step(run, {
    name: 'read the tab',
    call: (side) => ({ method: 'GET', endpoint: tab(side) }),
  });

  step(run, {
    name: 'update the tab (PUT, form fields)',
    call: (side) => ({
      method: 'PUT',
      endpoint: tab(side),
      form: {
        database_id: side.id('examplesDb'),
        schema: 'sales',
        sql: 'SELECT count(*) FROM orders',
        label: 'Renamed tab',
        query_limit: 100,
        template_params: '{"x": 1}',
        hide_left_bar: true,
        autorun: false,
        extra_json: JSON.stringify({ updatedAt: 1700000000000, version: 1 }),
      },
    }),
  });

  step(run, {
    name: 'read the updated tab',
    call: (side) => ({ method: 'GET', endpoint: tab(side) }),
  });

  step(run, {
    name: 'add a table to the left bar (POST /tableschemaview/)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/tableschemaview/',
      form: {
        table: {
          queryEditorId: String(side.ref('tab')),
          dbId: side.id('examplesDb'),
          schema: 'sales',
          name: 'orders',
          columns: [{ name: 'order_id', type: 'BIGINT' }],
          selectStar: 'SELECT * FROM sales.orders LIMIT 100',
          primaryKey: null,
          foreignKeys: [],
          indexes: [],
          dataPreviewQueryId: null,
          expanded: true,
        },
      },
    }),
    remember: { tableSchema: { pointer: '/id', kind: 'tableSchema' } },
  });

  step(run, {
    name: 'collapse the table',
    call: (side) => ({
      method: 'POST',
      endpoint: `/tableschemaview/${side.ref('tableSchema')}/expanded`,
      form: { expanded: false },
    }),
  });

  step(run, {
    name: 'the tab with its table',
    call: (side) => ({ method: 'GET', endpoint: tab(side) }),
  });

  step(run, {
    name: 'create a second tab',
    call: (side) => ({
      method: 'POST',
      endpoint: '/tabstateview/',
      form: {
        queryEditor: {
          dbId: side.id('examplesDb'),
          name: 'Second tab',
          schema: null,
          sql: '',
          queryLimit: 1000,
          autorun: false,
        },
      },
    }),
    remember: { tab2: { pointer: '/id', kind: 'tabState' } },
  });

  step(run, {
    name: 'activate the first tab',
    call: (side) => ({ method: 'POST', endpoint: `${tab(side)}/activate` }),
  });

  step(run, {
    name: "SQL Lab's start-up payload (GET /api/v1/sqllab/)",
    call: { method: 'GET', endpoint: '/api/v1/sqllab/' },
    select: ownTabs,
  });

  step(run, {
    name: 'remove the table from the left bar',
    call: (side) => ({ method: 'DELETE', endpoint: `/tableschemaview/${side.ref('tableSchema')}` }),
  });

  step(run, {
    name: 'delete the second tab',
    call: (side) => ({ method: 'DELETE', endpoint: tab(side, 'tab2') }),
  });

  step(run, {
    name: 'a deleted tab: 404',
    call: (side) => ({ method: 'GET', endpoint: tab(side, 'tab2') }),
  });

  step(run, {
    name: 'activate a deleted tab',
    call: (side) => ({ method: 'POST', endpoint: `${tab(side, 'tab2')}/activate` }),
  });

  step(run, {
    name: 'delete the first tab',
    call: (side) => ({ method: 'DELETE', endpoint: tab(side) }),
  });
});
