/** The battery's table: for each entry point, ordinary SQL works and every attack is contained and refused. */
import { describe, it } from 'vitest';
import type { Attack } from './sqlAttacks';
import { expectContained, type BatteryApp } from './sqlBatteryApp';
import type { EntryPoint } from './sqlEntryPoints';

export function describeAttackMatrix(
  app: () => BatteryApp,
  entries: readonly EntryPoint[],
  attacks: readonly Attack[],
): void {
  describe.each(entries.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    it('runs ordinary SQL', async () => {
      await entry.expectSucceeded(await entry.send(entry.control));
    });

    it.each(attacks.map((attack) => [attack.name, attack] as const))('refuses %s', async (_attack, attack) => {
      const t = app();
      const replies = await expectContained(t, () => entry.send(attack.sql(t.paths)));
      await entry.expectRefused(replies);
    });
  });
}
