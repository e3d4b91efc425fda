/**
 * What a user without the rights gets (the SPA turns these into its no-access screens and error
 * toasts): a Gamma user, made through the admin pages' users API, logged in on both servers.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { userListRison } from '../../src/api/securityAdmin';
import { loginWithForm, loginWithJson } from './harness/backends';
import { DifferentialRun, Side, useDifferentialRun, type Step } from './harness/differentialRun';
import { HttpSession } from './harness/httpSession';
import { datasetId, linkExampleDataset, linkExamplesDatabase } from './helpers/examples';
import { CHART_CASES, chartWriteBody, formDataOf, queryContextOf } from './helpers/charts';

const run = useDifferentialRun();
const username = `gamma_${run.tag}`;
const password = `Pw-${run.tag}-9`;
let gamma: DifferentialRun;

beforeAll(async () => {
  await linkExamplesDatabase(run);
  await linkExampleDataset(run, 'orders');
  const [embeddedRoles, supersetRoles] = await run.both({
    method: 'GET',
    endpoint: '/api/v1/security/roles/',
    rison: { page: 0, page_size: 100 },
  });
  const gammaRole = (reply: typeof embeddedRoles) =>
    (reply.json as { result: { id: number; name: string }[] }).result.find((role) => role.name === 'Gamma')!.id;
  const roles = { embedded: gammaRole(embeddedRoles), superset: gammaRole(supersetRoles) };
  // Compared like any step: the admin users page creates users this way.
  await run.check({
    name: 'create a Gamma user (POST /api/v1/security/users/)',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/security/users/',
      json: {
        first_name: 'Gail',
        last_name: 'Gamma',
        username,
        email: `${username}@example.com`,
        active: true,
        password,
        roles: [roles[side.name]],
      },
    }),
    status: 201,
    remember: { gammaUser: { pointer: '/id', kind: 'user' } },
  });
  const sessions = await Promise.all(
    run.sides.map(async (side) => {
      const session = new HttpSession(side.backend.session.baseUrl);
      await (side.name === 'embedded' ? loginWithJson : loginWithForm)(session, username, password);
      await session.refreshCsrfToken();
      return new Side({ name: side.name, session });
    }),
  );
  for (const [index, side] of run.sides.entries()) {
    sessions[index].remember('examplesDb', side.ref('examplesDb'));
    sessions[index].remember('dataset:orders', side.ref('dataset:orders'));
  }
  gamma = run.as(sessions[0], sessions[1]);
});

afterAll(async () => {
  await run.both((side) => ({
    method: 'DELETE',
    endpoint: `/api/v1/security/users/${side.has('gammaUser') ? side.ref('gammaUser') : 0}`,
  }));
});

function asGamma(definition: Step): void {
  it(definition.name, async () => {
    await gamma.check(definition);
  });
}

describe('a Gamma user', () => {
  asGamma({
    name: 'their roles (GET /api/v1/me/roles/)',
    call: { method: 'GET', endpoint: '/api/v1/me/roles/' },
    volatile: ['/result/loginCount', '/result/createdOn'],
    select: (body) => {
      const reply = body as { result: { roles: Record<string, unknown[]> } };
      return { result: { ...reply.result, roles: Object.keys(reply.result.roles) } };
    },
  });

  asGamma({
    name: 'the users list is for admins: 403',
    call: { method: 'GET', endpoint: '/api/v1/security/users/', rison: userListRison() },
  });

  asGamma({
    name: 'SQL Lab is not theirs: 403 on its start-up payload',
    call: { method: 'GET', endpoint: '/api/v1/sqllab/' },
  });

  asGamma({
    name: 'running SQL: 403',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/sqllab/execute/',
      json: {
        client_id: `g${run.tag}`.slice(0, 11),
        database_id: side.id('examplesDb'),
        runAsync: false,
        schema: 'main',
        sql: 'SELECT 1',
        sql_editor_id: null,
        tab: 'Gamma',
        tmp_table_name: '',
        select_as_cta: false,
        ctas_method: 'TABLE',
        templateParams: null,
        queryLimit: 10,
        expand_data: true,
      },
    }),
  });

  asGamma({
    name: 'saving a chart: 403',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: chartWriteBody(side, CHART_CASES[4], `${run.tag} Gamma chart`),
    }),
  });

  asGamma({
    name: 'chart data of a dataset they may not read: 403',
    call: (side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/data',
      json: queryContextOf(formDataOf(side, CHART_CASES[4])),
    }),
  });

  asGamma({
    name: 'explore of that dataset',
    call: (side) => ({
      method: 'GET',
      endpoint: '/api/v1/explore/',
      searchParams: { datasource_id: datasetId(side, 'orders'), datasource_type: 'table' },
    }),
  });

  asGamma({
    name: 'the chart list shows nothing of theirs',
    call: {
      method: 'GET',
      endpoint: '/api/v1/chart/',
      rison: { filters: [{ col: 'slice_name', opr: 'chart_all_text', value: run.tag }], page: 0, page_size: 25 },
    },
  });
});
