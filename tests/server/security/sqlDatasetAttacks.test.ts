/**
 * Attacks × virtual dataset entry points (whole scripts: create, update, refresh, and the chart
 * data, samples and column values that run a dataset's stored SQL, plain and templated).
 */
import { afterAll, beforeAll } from 'vitest';
import { SCRIPT_ATTACKS } from './sqlAttacks';
import { createBatteryApp, type BatteryApp } from './sqlBatteryApp';
import { datasetEntryPoints } from './sqlDatasetEntryPoints';
import { describeAttackMatrix } from './sqlMatrix';

let t: BatteryApp;

beforeAll(async () => {
  t = await createBatteryApp();
});

afterAll(async () => {
  await t?.close();
});

describeAttackMatrix(
  () => t,
  datasetEntryPoints(() => t),
  SCRIPT_ATTACKS,
);
