import os from 'node:os';
import type { Browser } from '@playwright/test';
import { measured, type Benchmark } from '../benchmark';
import { launchChromium } from '../browser';
import { signedInContext, startBenchApp } from '../embeddedApp';
import { KEEP_NAMES_SHIM } from '../dashboard/pageProbes';
import { adminToken } from '../dashboard/seedDashboard';
import { byTypeNote, editRows, FRAME_BUDGET_MS, perRunNote, type RunFigures } from './editFigures';
import { installEditProbe } from './editProbes';
import { deleteTargets, historySteps, hoverDrag, openEditMode, readSamples, targetsOnPage } from './editSession';
import { seedEditDashboard, type SeededEditDashboard } from './seedEditDashboard';

const PASSWORD = 'bench-password';
const CHART_COUNT = 60;
const VIEWPORT = { width: 1400, height: 900 };

function runCount(): number {
  const asked = Number(process.env.BENCH_DASHBOARD_EDIT_RUNS ?? 3);
  return Number.isInteger(asked) && asked >= 1 && asked <= 9 ? asked : 3;
}

/** One fresh browser context: edit mode, the hover drag, the deletions, then every undo and redo. */
async function measureOnce(browser: Browser, baseURL: string, seeded: SeededEditDashboard): Promise<RunFigures> {
  const context = await signedInContext(browser, { baseURL, viewport: VIEWPORT, adminPassword: PASSWORD });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(installEditProbe);
    const page = await context.newPage();
    const { targets } = seeded.layout;
    const framesOnPage = await openEditMode(page, seeded.dashboardId, targets);
    const drag = await hoverDrag(page, targets);
    if (drag.undoEnabledAfter) throw new Error('The hover drag changed the layout');
    await deleteTargets(page, targets);
    const edits = targets.deletions.length;
    await historySteps(page, 'undo', edits);
    const restored = await targetsOnPage(page, targets);
    if (restored !== edits) throw new Error(`After ${edits} undos, ${restored} deleted components are back`);
    await historySteps(page, 'redo', edits);
    const left = await targetsOnPage(page, targets);
    if (left !== 0) throw new Error(`After ${edits} redos, ${left} deleted components are still there`);
    return { samples: await readSamples(page), framesOnPage, dragMoves: drag.moves };
  } finally {
    await context.close();
  }
}

/**
 * A 200-component dashboard (60 charts) in edit mode on the real embedded server with the built
 * app, in headless Chromium: the work of each undo and redo step, and of each frame while dragging
 * a chart over the grid.
 */
export const dashboardEditBenchmark: Benchmark = {
  name: 'dashboard-edit',
  async run() {
    const server = await startBenchApp(PASSWORD);
    let browser: Browser | null = null;
    try {
      const seeded = await seedEditDashboard(server.app, await adminToken(server.app, PASSWORD), CHART_COUNT);
      const baseURL = await server.listen();
      browser = await launchChromium();
      const runs: RunFigures[] = [];
      for (let index = 0; index < runCount(); index += 1) runs.push(await measureOnce(browser, baseURL, seeded));
      const { layout } = seeded;
      const types = Object.entries(layout.countsByType)
        .map(([type, count]) => `${count} ${type}`)
        .join(', ');
      return {
        rows: [
          measured('layout components (ROOT, GRID and the title header included)', layout.componentCount, 'components'),
          measured('edit frames on the page (the first tab open)', runs[0].framesOnPage, 'frames'),
          ...editRows(runs),
        ],
        notes: [
          `layout: ${types}; the ${layout.chartCount} charts copy the example charts round-robin (${seeded.vizTypes.join(', ')}); 7 sections in the grid, tabs with 5 tabs (only the open one renders), an appendix of markdown; viewport ${VIEWPORT.width}x${VIEWPORT.height}.`,
          `Each run: fresh browser context, login, /superset/dashboard/<id>/?edit=true as admin; the hover drag; ${layout.targets.deletions.length} deletions through the frames' Delete buttons (headers, charts, markdown, dividers); then as many Ctrl+Z, then as many Ctrl+Shift+Z, one at a time, each after the charts have settled; checked: every deletion undone, then redone.`,
          "Step timing in the page: a capture listener on the window (keydown; dragenter and dragover, on which react-dnd hovers) stamps the start; a bubble listener added after the app's stamps the end of the script (the app's listener, the reducer, React's render and commit: synchronous for these events) and posts a message that stamps the end of any task the handling queued (unless a frame comes first); requestAnimationFrame then a message stamps the end of the next frame (style, layout, paint).",
          `"work" = start to end of the next frame, less the idle wait (if any) between the end of the handling and that frame's start (up to one display tick, ~16.7 ms at 60 Hz); "to painted" keeps that wait. For keys Chromium renders right after the input, so the two agree. Targets ${FRAME_BUDGET_MS} ms: undo/redo on the script p95 (the issue: "reducer + render" per step), the whole frame's work reported beside it; dragging on the frame work p95 while hovering.`,
          `Drag: real Playwright mouse moves (Playwright intercepts Chromium's HTML5 drag and dispatches a drag update per move: Chromium fires dragenter when the pointer reaches another element, else dragover; the events of one move are one step); pressed on the drag handle of ${layout.targets.dragChartId}, then ${runs[0].dragMoves} moves sweeping the visible grid (frames, rows, markdown, drop areas), waiting for each move's frame; released over the page header (no drop; checked: nothing to undo after).`,
          perRunNote(runs),
          byTypeNote(runs, layout.targets.deletions),
          `machine: ${os.cpus().length} CPUs shared with other processes, load average ${os
            .loadavg()
            .map((load) => load.toFixed(1))
            .join(' / ')} (1/5/15 min) at the end; headless Chromium with software rendering.`,
        ],
      };
    } finally {
      await browser?.close();
      await server.close();
    }
  },
};
