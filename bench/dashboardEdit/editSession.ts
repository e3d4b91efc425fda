/**
 * What the benchmark does in the page, through the real UI only (Playwright's mouse and keyboard):
 * open edit mode, hover-drag a chart over the grid, delete components with their frames' Delete
 * buttons, then undo and redo every deletion with Ctrl+Z and Ctrl+Shift+Z. The probe in the page
 * (editProbes.ts) times each step.
 */
import type { Locator, Page } from '@playwright/test';
import type { EditTargets } from './editLayout';
import type { StepKind, StepSample } from './editProbes';

const WAIT_MS = 60_000;
const STEP_WAIT_MS = 10_000;
const QUIET_WAIT_MS = 3_000;

/** Sweeps across the grid's visible part, this many moves each, top to bottom. */
const DRAG_SWEEPS = 5;
const MOVES_PER_SWEEP = 30;
const EDGE_PX = 12;

interface DragOutcome {
  moves: number;
  /** Whether the drag left an edit to undo (it should not: it ends where nothing takes a drop). */
  undoEnabledAfter: boolean;
}

function frame(page: Page, layoutId: string): Locator {
  return page.locator(`[data-test="dashboard-component-frame"][data-layout-id="${layoutId}"]`);
}

function ownToolbar(frameLocator: Locator): Locator {
  return frameLocator.locator(':scope > [data-test="component-toolbar"]');
}

function quiet(page: Page): Promise<void> {
  return page.evaluate((timeoutMs) => window.__editBench?.whenQuiet(timeoutMs), QUIET_WAIT_MS);
}

function painted(page: Page, kind: StepKind, atLeast: number): Promise<void> {
  return page.evaluate(
    ([stepKind, count, timeoutMs]) => {
      const probe = window.__editBench;
      if (!probe) throw new Error('The edit probe is not on the page');
      return probe.whenPainted(stepKind, count, timeoutMs);
    },
    [kind, atLeast, STEP_WAIT_MS] as const,
  );
}

/** Opens the dashboard in edit mode and waits for its charts; returns how many edit frames it rendered. */
export async function openEditMode(page: Page, dashboardId: number, targets: EditTargets): Promise<number> {
  await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
  await page.locator('[data-test="dashboard-edit-mode"]').waitFor({ timeout: WAIT_MS });
  await frame(page, targets.dragChartId).waitFor({ timeout: WAIT_MS });
  await quiet(page);
  // After the app's listeners (react-dnd's and the shortcuts') are on the window.
  await page.evaluate(() => window.__editBench?.arm());
  return page.locator('[data-test="dashboard-component-frame"]').count();
}

/**
 * Presses on the drag handle of the target chart (its toolbar shows on hover), then sweeps the
 * pointer across the visible grid in small moves, waiting after each for the frame that follows
 * its drag event, and lets go over the page's header, where nothing accepts a drop.
 */
export async function hoverDrag(page: Page, targets: EditTargets): Promise<DragOutcome> {
  const chartFrame = frame(page, targets.dragChartId);
  await chartFrame.scrollIntoViewIfNeeded();
  await chartFrame.hover();
  const handleBox = await ownToolbar(chartFrame).locator('[data-test="drag-handle"]').boundingBox();
  const gridBox = await page.locator('[data-test="dashboard-grid"]').boundingBox();
  const viewport = page.viewportSize();
  if (!handleBox || !gridBox || !viewport) throw new Error('The drag handle or the grid has no box');
  const start = { x: handleBox.x + handleBox.width / 2, y: handleBox.y + handleBox.height / 2 };
  const top = Math.max(gridBox.y, 0) + EDGE_PX;
  const bottom = Math.min(gridBox.y + gridBox.height, viewport.height) - EDGE_PX;
  const left = gridBox.x + EDGE_PX;
  const right = gridBox.x + gridBox.width - EDGE_PX;

  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // The first move starts the drag (Playwright intercepts it and dispatches drag events from then on).
  await page.mouse.move(start.x + 8, start.y + 8);
  let moves = 1;
  await painted(page, 'drag', moves);
  for (let sweep = 0; sweep < DRAG_SWEEPS; sweep += 1) {
    const y = top + ((sweep + 0.5) * (bottom - top)) / DRAG_SWEEPS;
    for (let step = 0; step < MOVES_PER_SWEEP; step += 1) {
      const along = step / (MOVES_PER_SWEEP - 1);
      const x = sweep % 2 === 0 ? left + along * (right - left) : right - along * (right - left);
      // A little up and down, so the pointer crosses frame edges and row boundaries too.
      await page.mouse.move(x, Math.min(bottom, Math.max(top, y + Math.sin(step / 2) * 40)));
      moves += 1;
      await painted(page, 'drag', moves);
    }
  }
  await page.mouse.move(viewport.width / 2, 4);
  await page.mouse.up();
  await quiet(page);
  const undoEnabledAfter = await page.locator('[data-test="undo-action"]').isEnabled();
  return { moves, undoEnabledAfter };
}

/** Deletes each target through its frame's Delete button (hovering the frame shows the toolbar). */
export async function deleteTargets(page: Page, targets: EditTargets): Promise<void> {
  for (const layoutId of targets.deletions) {
    const target = frame(page, layoutId);
    await target.hover();
    await ownToolbar(target).locator('button[aria-label="Delete"]').click();
    await target.waitFor({ state: 'detached', timeout: STEP_WAIT_MS });
    await quiet(page);
  }
}

/** Presses `key` once per deletion, waiting for each step's frame and for the charts to settle. */
export async function historySteps(page: Page, kind: 'undo' | 'redo', count: number): Promise<void> {
  const key = kind === 'undo' ? 'Control+z' : 'Control+Shift+z';
  const before = await page.evaluate(
    (stepKind) => window.__editBench?.samples.filter((s) => s.kind === stepKind).length ?? 0,
    kind,
  );
  for (let step = 1; step <= count; step += 1) {
    await page.keyboard.press(key);
    await painted(page, kind, before + step);
    await quiet(page);
  }
}

/** How many of the targets have a frame on the page. */
export async function targetsOnPage(page: Page, targets: EditTargets): Promise<number> {
  let present = 0;
  for (const layoutId of targets.deletions) present += await frame(page, layoutId).count();
  return present;
}

export async function readSamples(page: Page): Promise<StepSample[]> {
  return page.evaluate(() => window.__editBench?.samples ?? []);
}
