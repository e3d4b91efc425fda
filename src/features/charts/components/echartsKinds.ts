/**
 * The parts of ECharts a chart option needs beyond the core (series kinds, the cartesian grid,
 * data zoom, visual map), each in its own chunk and registered the first time an option uses it:
 * a dashboard of pies never downloads the heatmap or the axes. The option itself says what it
 * needs, so no viz type can forget to ask for a part it draws with.
 */
import { use } from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { echartsPartLoaderOf } from './echartsPartLoaders';

const registered = new Set<string>();
const loading = new Map<string, Promise<void>>();

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** The parts an option draws with, by name ('pie', 'grid', …). */
export function echartsPartsOf(option: EChartsCoreOption): string[] {
  const parts = new Set<string>();
  for (const series of listOf(option.series)) {
    const { type, markLine, markArea } = series as { type?: unknown; markLine?: unknown; markArea?: unknown };
    if (typeof type === 'string') parts.add(type);
    // Annotation layers draw with mark lines (events) and mark areas (intervals).
    if (markLine) parts.add('markLine');
    if (markArea) parts.add('markArea');
  }
  if (listOf(option.xAxis).length > 0 || listOf(option.yAxis).length > 0) parts.add('grid');
  if (listOf(option.dataZoom).length > 0) parts.add('dataZoom');
  if (listOf(option.visualMap).length > 0) parts.add('visualMap');
  return [...parts];
}

/** The parts among `parts` still to download (unknown names are ECharts' to complain about). */
export function missingEChartsParts(parts: readonly string[]): string[] {
  return parts.filter((part) => !registered.has(part) && echartsPartLoaderOf(part) !== undefined);
}

/** Downloads and registers `parts`; concurrent asks for one part share one download. */
export function loadEChartsParts(parts: readonly string[]): Promise<void> {
  return Promise.all(
    missingEChartsParts(parts).map((part) => {
      let pending = loading.get(part);
      if (!pending) {
        pending = echartsPartLoaderOf(part)!().then((module) => {
          use(module.default);
          registered.add(part);
        });
        pending.catch(() => loading.delete(part));
        loading.set(part, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
