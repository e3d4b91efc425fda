/**
 * Charts take turns to draw: one chart's first draw per browser task, the next after it has
 * painted (or after MAX_TURN_MS), on-screen charts first, so a dashboard whose charts' data arrive
 * together never blocks the page for the sum of their draws. A chart leaving gives its turn back.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** A draw that has not reported back by then no longer holds up the others. */
const MAX_TURN_MS = 250;

interface Waiter {
  grant: () => void;
  /** Whether the chart is on screen now: those go before charts only near it. */
  isOnScreen: () => boolean;
}

const waiting: Waiter[] = [];
let turnTaken = false;

function grantNext(): void {
  if (turnTaken || waiting.length === 0) return;
  const onScreen = waiting.findIndex((waiter) => waiter.isOnScreen());
  const [next] = waiting.splice(Math.max(0, onScreen), 1);
  turnTaken = true;
  next!.grant();
}

function endTurn(): void {
  turnTaken = false;
  // A new task: the browser paints and handles input between two charts.
  setTimeout(grantNext, 0);
}

function waitForTurn(waiter: Waiter): () => void {
  waiting.push(waiter);
  setTimeout(grantNext, 0);
  return () => {
    const index = waiting.indexOf(waiter);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function isOnScreen(element: Element | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/**
 * `[mayDraw, drawn]`: draw only once `mayDraw` is true, and call `drawn` when the draw has painted.
 * A chart joins the queue only when `ready` (its code has arrived: no turn is held while
 * downloading); charts on screen (where `placeholder` is) go first. Once granted, a chart keeps
 * drawing freely (updates are its own).
 */
export function useRenderTurn(ready = true, placeholder?: RefObject<Element | null>): [boolean, () => void] {
  const [mayDraw, setMayDraw] = useState(false);
  const heldTurn = useRef<{ giveBack: () => void } | null>(null);
  useEffect(() => {
    if (!ready || mayDraw) return;
    // Leaving before the grant leaves the queue; after it, this clean-up finds nothing to cancel.
    const grant = () => {
      let holding = true;
      const giveBack = () => {
        if (!holding) return;
        holding = false;
        clearTimeout(timer);
        endTurn();
      };
      const timer = setTimeout(giveBack, MAX_TURN_MS);
      heldTurn.current = { giveBack };
      setMayDraw(true);
    };
    return waitForTurn({ grant, isOnScreen: () => isOnScreen(placeholder?.current ?? null) });
  }, [ready, mayDraw, placeholder]);
  // A chart leaving the page gives back a turn it still holds.
  useEffect(() => () => heldTurn.current?.giveBack(), []);
  const drawn = useCallback(() => heldTurn.current?.giveBack(), []);
  return [mayDraw, drawn];
}
