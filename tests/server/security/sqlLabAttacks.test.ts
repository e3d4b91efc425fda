/**
 * Attacks × SQL Lab entry points (whole scripts: sync, async, templated, CTAS, CVAS, CSV export,
 * estimate): every attack is refused with a Superset-shaped 4xx (the async run fails with Superset
 * errors), leaks nothing, writes no file and leaves the engine answering; ordinary SQL keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_ATTACKS } from './sqlAttacks';
import { createBatteryApp, type BatteryApp } from './sqlBatteryApp';
import { sqlLabEntryPoints } from './sqlEntryPoints';
import { describeAttackMatrix } from './sqlMatrix';

let t: BatteryApp;

beforeAll(async () => {
  t = await createBatteryApp();
});

afterAll(async () => {
  await t?.close();
});

async function scalar(sql: string): Promise<unknown> {
  const response = await t.admin.post('/api/v1/sqllab/execute/', {
    database_id: t.examplesId,
    sql,
    runAsync: false,
  });
  return Object.values(response.json<{ data: Record<string, unknown>[] }>().data[0])[0];
}

describeAttackMatrix(
  () => t,
  sqlLabEntryPoints(() => t),
  SCRIPT_ATTACKS,
);

describe('after the whole battery', () => {
  it('still has the example data, no other database attached, and external access off', async () => {
    expect(await scalar('SELECT count(*) FROM sales.products')).toBeGreaterThan(0);
    expect(
      await scalar("SELECT count(*) FROM duckdb_databases() WHERE NOT internal AND database_name <> 'examples'"),
    ).toBe(0);
    expect(await scalar("SELECT current_setting('enable_external_access')")).toBe(false);
  });
});
