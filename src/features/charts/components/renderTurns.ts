/**
 * Charts take turns to draw: a few draws per browser task, the next after they have painted (or
 * after MAX_TURN_MS), on-screen charts first, so a dashboard whose charts' data arrive together
 * never blocks the page for the sum of their draws. A chart leaving gives its turn back. How many
 * share a frame follows the cost measured so far (drawPace.ts), separately for first draws (which
 * set a chart up) and for redraws of new data (a filter applied to fifty charts): one per frame
 * would take fifty frames where draws are cheap.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createDrawPace, type DrawPace } from './drawPace';

/** A draw that has not reported back by then no longer holds up the others. */
const MAX_TURN_MS = 250;

/** Draws of one kind granted in one go: they paint in one frame, whose length their pace learns from. */
interface DrawBatch {
  kind: DrawKind;
  grantedAt: number;
  size: number;
  painted: number;
  /** A draw that timed out or left says nothing about the cost of drawing. */
  measurable: boolean;
}

type DrawKind = 'first draw' | 'redraw';

interface Waiter {
  /** Starts the draw, as a member of `batch`. */
  grant: (batch: DrawBatch) => void;
  /** Whether the chart is on screen now: those go before charts only near it. */
  isOnScreen: () => boolean;
  kind: DrawKind;
}

const waiting: Waiter[] = [];
let turnsTaken = 0;
/** First draws start one to a frame (they set a chart up, dearer), redraws three. */
const paces: Record<DrawKind, DrawPace> = { 'first draw': createDrawPace(1), redraw: createDrawPace(3) };

function grantNext(): void {
  const batches = new Map<DrawKind, DrawBatch>();
  while (waiting.length > 0) {
    const onScreen = waiting.findIndex((waiter) => waiter.isOnScreen());
    const index = Math.max(0, onScreen);
    const next = waiting[index]!;
    if (turnsTaken >= paces[next.kind].limit()) return;
    waiting.splice(index, 1);
    turnsTaken += 1;
    let batch = batches.get(next.kind);
    if (!batch) {
      batch = { kind: next.kind, grantedAt: performance.now(), size: 0, painted: 0, measurable: true };
      batches.set(next.kind, batch);
    }
    batch.size += 1;
    next.grant(batch);
  }
}

function endTurn(): void {
  turnsTaken = Math.max(0, turnsTaken - 1);
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

/** The batch's member has painted (or gave up): the last one tells the pace how long the batch took. */
function drawEnded(batch: DrawBatch, painted: boolean): void {
  batch.painted += 1;
  if (!painted) batch.measurable = false;
  if (batch.painted === batch.size && batch.measurable)
    paces[batch.kind].record(performance.now() - batch.grantedAt, batch.size);
}

/** A granted turn; `giveBack(true)` says the chart painted. */
interface HeldTurn {
  giveBack: (painted?: boolean) => void;
}

/**
 * A granted turn: given back once (drawn, left, or after MAX_TURN_MS, whichever comes first).
 */
function holdTurn(batch: DrawBatch): HeldTurn {
  let holding = true;
  const giveBack = (painted = false) => {
    if (!holding) return;
    holding = false;
    clearTimeout(timer);
    drawEnded(batch, painted);
    endTurn();
  };
  const timer = setTimeout(giveBack, MAX_TURN_MS);
  return { giveBack };
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
  const heldTurn = useRef<HeldTurn | null>(null);
  useEffect(() => {
    if (!ready || mayDraw) return;
    // Leaving before the grant leaves the queue; after it, this clean-up finds nothing to cancel.
    const grant = (batch: DrawBatch) => {
      heldTurn.current = holdTurn(batch);
      setMayDraw(true);
    };
    return waitForTurn({
      grant,
      isOnScreen: () => isOnScreen(placeholder?.current ?? null),
      kind: 'first draw',
    });
  }, [ready, mayDraw, placeholder]);
  // A chart leaving the page gives back a turn it still holds.
  useEffect(() => () => heldTurn.current?.giveBack(), []);
  const drawn = useCallback(() => heldTurn.current?.giveBack(true), []);
  return [mayDraw, drawn];
}

/**
 * `[shown, drawn]`: the value to draw, which follows `value` one turn at a time. A chart whose
 * data changed (a filter applied to fifty charts) redraws in its turn like a first draw, so the
 * redraws of many charts spread over tasks instead of landing in one frame; `drawn` ends the turn.
 */
export function useTurnedValue<T>(value: T, element: () => Element | null): [T, () => void] {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const latestElement = useRef(element);
  latestElement.current = element;
  const heldTurn = useRef<HeldTurn | null>(null);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const grant = (batch: DrawBatch) => {
      heldTurn.current = holdTurn(batch);
      setShown(latest.current);
    };
    // What the viewer sees redraws first.
    return waitForTurn({ grant, isOnScreen: () => isOnScreen(latestElement.current()), kind: 'redraw' });
  }, [value, shown]);
  useEffect(() => () => heldTurn.current?.giveBack(), []);
  const drawn = useCallback(() => heldTurn.current?.giveBack(true), []);
  return [shown, drawn];
}
