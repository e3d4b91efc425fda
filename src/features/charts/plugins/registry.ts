/**
 * Every viz type the product knows, by `viz_type`. Plugins are registered by allPlugins.ts (one
 * line each); their renderers stay lazy.
 */
import type { ChartPlugin } from './types';

const plugins = new Map<string, ChartPlugin>();

/**
 * Stores a plugin. A plugin typed with its own render props is accepted as is: the registry hands
 * the props from `transformProps` straight to that plugin's renderer.
 */
export function registerChartPlugin<RenderProps extends object>(plugin: ChartPlugin<RenderProps>): void {
  plugins.set(plugin.vizType, plugin as unknown as ChartPlugin);
}

export function getChartPlugin(vizType: string | undefined | null): ChartPlugin | undefined {
  return vizType ? plugins.get(vizType) : undefined;
}

/** Whether the viz type's plugin emits cross-filters (Superset's interactive chart behaviour). */
export function supportsCrossFilter(vizType: string): boolean {
  return getChartPlugin(vizType)?.crossFilter === true;
}

/** In registration order (the viz type picker's order). */
export function listChartPlugins(): ChartPlugin[] {
  return [...plugins.values()];
}

/** Renderers whose code has arrived, by plugin: a chart drawing with one need not suspend. */
type ChartRenderer = Awaited<ReturnType<ChartPlugin['loadRenderer']>>['default'];
const arrivedRenderers = new WeakMap<ChartPlugin, ChartRenderer>();

/** The plugin's renderer when its code has already arrived (see preloadChartRenderers). */
export function arrivedRendererOf(plugin: ChartPlugin): ChartRenderer | undefined {
  return arrivedRenderers.get(plugin);
}

/** The plugin's renderer, downloaded once; remembered so later charts of the type draw at once. */
export function loadChartRenderer(plugin: ChartPlugin): Promise<ChartRenderer> {
  return plugin.loadRenderer().then((module) => {
    arrivedRenderers.set(plugin, module.default);
    return module.default;
  });
}

/**
 * Starts downloading the renderers of these viz types (a dashboard knows its charts' types before
 * their data arrives), so a chart whose data comes back draws without waiting for its code.
 */
export function preloadChartRenderers(vizTypes: readonly (string | undefined | null)[]): void {
  for (const vizType of new Set(vizTypes)) {
    const plugin = getChartPlugin(vizType);
    if (!plugin || arrivedRenderers.has(plugin)) continue;
    loadChartRenderer(plugin).catch(() => undefined);
  }
}
