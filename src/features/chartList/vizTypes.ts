/** The viz types the chart list names and filters by: the chart plugins the product registers. */
import { registerAllChartPlugins, getChartPlugin, listChartPlugins } from '../charts';

interface VizTypeChoice {
  value: string;
  label: string;
}

/** Every registered viz type, by name. */
export function vizTypeChoices(): VizTypeChoice[] {
  registerAllChartPlugins();
  return listChartPlugins()
    .map((plugin) => ({ value: plugin.vizType, label: plugin.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A viz type's display name; the raw key when no plugin knows it. */
export function vizTypeName(vizType: string): string {
  registerAllChartPlugins();
  return getChartPlugin(vizType)?.name ?? vizType;
}
