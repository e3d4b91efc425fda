/**
 * Charts take turns to draw: one chart's first draw per browser task, the next after it has painted
 * (or after MAX_TURN_MS), so a dashboard whose charts' data arrive together never blocks the page
 * for the sum of their draws. A chart that leaves the page gives its turn back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A draw that has not reported back by then no longer holds up the others. */
const MAX_TURN_MS = 250;

const waiting: Array<() => void> = [];
let turnTaken = false;

function grantNext(): void {
  if (turnTaken) return;
  const grant = waiting.shift();
  if (!grant) return;
  turnTaken = true;
  grant();
}

function endTurn(): void {
  turnTaken = false;
  // A new task: the browser paints and handles input between two charts.
  setTimeout(grantNext, 0);
}

function waitForTurn(grant: () => void): () => void {
  waiting.push(grant);
  setTimeout(grantNext, 0);
  return () => {
    const index = waiting.indexOf(grant);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * `[mayDraw, drawn]`: draw only once `mayDraw` is true, and call `drawn` when the draw has painted.
 * Once granted, a chart keeps drawing freely (updates are its own).
 */
export function useRenderTurn(): [boolean, () => void] {
  const [mayDraw, setMayDraw] = useState(false);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    let holding = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveBack = () => {
      if (!holding) return;
      holding = false;
      clearTimeout(timer);
      endTurn();
    };
    release.current = giveBack;
    const cancel = waitForTurn(() => {
      holding = true;
      timer = setTimeout(giveBack, MAX_TURN_MS);
      setMayDraw(true);
    });
    return () => {
      cancel();
      giveBack();
    };
  }, []);
  const drawn = useCallback(() => release.current(), []);
  return [mayDraw, drawn];
}
