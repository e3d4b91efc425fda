/**
 * How many charts may draw in one frame. Draws granted together paint in the same frame, so
 * the frame lasts about the sum of their draws: the pace lets as many share a frame as fit in
 * FRAME_BUDGET_MS at the cost per draw measured so far. A fixed number was either slow where
 * draws are cheap (fifty redraws three at a time took seventeen frames) or made long frames where
 * they are dear.
 */

/** What a frame of draws may take: well under a long task's 200 ms, so input stays answered. */
const FRAME_BUDGET_MS = 100;
const MIN_DRAWS = 1;
const MAX_DRAWS = 16;
/** How much a new measurement counts against what was measured before. */
const NEW_WEIGHT = 0.5;

export interface DrawPace {
  /** Draws that may be in flight together now. */
  limit(): number;
  /** `size` draws granted together all painted `elapsedMs` after their grant. */
  record(elapsedMs: number, size: number): void;
}

/** `startLimit`: draws per frame before anything was measured. */
export function createDrawPace(startLimit: number): DrawPace {
  let costPerDrawMs = FRAME_BUDGET_MS / startLimit;
  return {
    limit: () => Math.min(MAX_DRAWS, Math.max(MIN_DRAWS, Math.floor(FRAME_BUDGET_MS / costPerDrawMs))),
    record(elapsedMs, size) {
      if (!(size > 0) || !(elapsedMs >= 0)) return;
      // A frame's wait for its turn is part of the cost: a draw never measures below 1 ms.
      const measured = Math.max(1, elapsedMs / size);
      costPerDrawMs = NEW_WEIGHT * measured + (1 - NEW_WEIGHT) * costPerDrawMs;
    },
  };
}
