/**
 * Attacks × custom SQL fragment entry points (chart data metrics, columns, WHERE/HAVING and a
 * templated metric; samples; explore_json metrics and adhoc filters; column values): sub-queries,
 * statements after the expression and statements hidden behind comments are all refused.
 */
import { afterAll, beforeAll } from 'vitest';
import { FRAGMENT_ATTACKS } from './sqlAttacks';
import { createBatteryApp, type BatteryApp } from './sqlBatteryApp';
import { fragmentEntryPoints } from './sqlFragmentEntryPoints';
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
  fragmentEntryPoints(() => t),
  FRAGMENT_ATTACKS,
);
