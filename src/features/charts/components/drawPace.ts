/**
 * How many charts may draw in one frame. Draws granted together paint in the same frame, so
 * the frame lasts about the sum of their draws: the pace lets as many share a frame as fit in
 * FRAME_BUDGET_MS at the cost per redraw measured so far. A fixed number was either slow where
 * redraws are cheap (fifty charts three at a time took seventeen frames) or made long frames where
 * they are dear.
 */

/** What a frame of redraws may take: well under a long task's 200 ms, so input stays answered. */
const FRAME_BUDGET_MS = 100;
const MIN_REDRAWS = 1;
const MAX_REDRAWS = 16;
/** How much a new measurement counts against what was measured before. */
const NEW_WEIGHT = 0.5;

export interface DrawPace {
  /** Redraws that may be in flight together now. */
  limit(): number;
  /** `size` redraws granted together all painted `elapsedMs` after their grant. */
  record(elapsedMs: number, size: number): void;
}

/** `startLimit`: redraws per frame before anything was measured. */
export function createDrawPace(startLimit: number): DrawPace {
  let costPerRedrawMs = FRAME_BUDGET_MS / startLimit;
  return {
    limit: () => Math.min(MAX_REDRAWS, Math.max(MIN_REDRAWS, Math.floor(FRAME_BUDGET_MS / costPerRedrawMs))),
    record(elapsedMs, size) {
      if (!(size > 0) || !(elapsedMs >= 0)) return;
      // A frame's wait for its turn is part of the cost: a redraw never measures below 1 ms.
      const measured = Math.max(1, elapsedMs / size);
      costPerRedrawMs = NEW_WEIGHT * measured + (1 - NEW_WEIGHT) * costPerRedrawMs;
    },
  };
}
