/**
 * Sharing a SQL Lab tab (src/api/permalinks.ts, kv.ts): the permalink of a tab's state and reading
 * it back, the legacy key-value store, and what an unknown key answers.
 */
import { beforeAll, describe } from 'vitest';
import type { SqlLabPermalinkState } from '../../src/api/permalinks';
import { step, useDifferentialRun, type Side } from './harness/differentialRun';
import { linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();
beforeAll(() => linkExamplesDatabase(run));

const state = (side: Side): SqlLabPermalinkState => ({
  dbId: side.id('examplesDb'),
  name: 'Shared tab',
  sql: 'SELECT state, SUM(num) AS total FROM birth_names GROUP BY state',
  schema: 'main',
  catalog: null,
  autorun: false,
  templateParams: '{"x": 1}',
});

describe('SQL Lab permalinks', () => {
  step(run, {
    name: 'create a permalink (POST /api/v1/sqllab/permalink)',
    call: (side) => ({ method: 'POST', endpoint: '/api/v1/sqllab/permalink', json: state(side) }),
    status: 201,
    // The key is each server's own; the URL carries it.
    volatile: ['/url'],
    remember: { permalink: { pointer: '/key' } },
  });

  step(run, {
    name: 'read it back (GET /api/v1/sqllab/permalink/<key>)',
    call: (side) => ({ method: 'GET', endpoint: `/api/v1/sqllab/permalink/${side.ref('permalink')}` }),
  });

  step(run, {
    name: 'an unknown permalink key',
    call: { method: 'GET', endpoint: '/api/v1/sqllab/permalink/abcdefgh12' },
  });

  step(run, {
    name: 'a permalink without sql: 400',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/sqllab/permalink',
      json: { dbId: side.id('examplesDb'), name: 'No SQL' },
    }),
  });
});

describe('the legacy key-value store', () => {
  step(run, {
    name: 'store a value (POST /kv/store/)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/kv/store/',
      form: {
        data: { dbId: side.id('examplesDb'), title: 'Old link', schema: 'main', autorun: false, sql: 'SELECT 1' },
      },
    }),
    remember: { kv: { pointer: '/id', kind: 'kv' } },
  });

  step(run, {
    name: 'read it (GET /kv/<id>/)',
    // Superset 6.1 has no /kv/ (the store step above says so): it is asked for an id it cannot have.
    call: (side) => ({ method: 'GET', endpoint: `/kv/${side.has('kv') ? side.ref('kv') : 0}/` }),
  });

  step(run, {
    name: 'an unknown id',
    call: { method: 'GET', endpoint: '/kv/987654321/' },
  });
});
