// @vitest-environment node
/**
 * Property tests of edit mode against a real store (reference §4.2–§4.4): random sequences of
 * create, move, delete, resize, meta edits, top-level tabs, undo and redo, from realistic loaded
 * layouts. After every step the layout is sound, it is exactly what a simple model of a 52-slot
 * history predicts, refusals change nothing, and the unsaved and undo-budget flags follow the rules;
 * undoing everything gives back the loaded layout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import { applyLayoutEdit, type LayoutEdit } from '../../../../src/features/dashboard/state/layoutEditing';
import {
  discardLayoutEdits,
  redoLayoutEdit,
  undoLayoutEdit,
} from '../../../../src/features/dashboard/state/layoutHistory';
import { counterIds, startingLayouts } from '../editing/editingFixtures';
import { layoutProblems } from '../editing/layoutInvariants';
import { busySessionSteps, editFor, editSteps, type EditStep } from './layoutEditSteps';
import { layoutTestStore, toastTexts, type LayoutTestStore } from './layoutTestStore';

const UNDO_LIMIT_WARNING =
  'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';
const PAST_SLOTS = 51;

const STARTS = startingLayouts();

/** What the history should hold: past layouts (oldest first), the present, what can be redone. */
class HistoryModel {
  past: DashboardLayout[] = [];
  future: DashboardLayout[] = [];
  /** Some edit fell off the history: undoing everything no longer reaches the loaded layout. */
  truncated = false;
  exceeded = false;
  longestPast = 0;

  constructor(public present: DashboardLayout) {}

  edit(next: DashboardLayout) {
    this.past.push(this.present);
    if (this.past.length > PAST_SLOTS) {
      this.past.shift();
      this.truncated = true;
    }
    this.present = next;
    this.future = [];
    this.longestPast = Math.max(this.longestPast, this.past.length);
    if (this.past.length > 50) this.exceeded = true;
  }

  undo() {
    const previous = this.past.pop();
    if (previous === undefined) return;
    this.future.unshift(this.present);
    this.present = previous;
  }

  redo() {
    const next = this.future.shift();
    if (next === undefined) return;
    this.past.push(this.present);
    this.present = next;
  }
}

/** Rows each layout may hold empty: ones added empty and never filled since (a filled row left empty must go). */
const emptyRowsAllowed = new WeakMap<DashboardLayout, ReadonlySet<string>>();

function emptyRows(layout: DashboardLayout): string[] {
  return Object.values(layout)
    .filter((component) => component.type === 'ROW' && component.children.length === 0)
    .map((component) => component.id);
}

function recordEmptyRows(previous: DashboardLayout, next: DashboardLayout, edit: LayoutEdit) {
  const before = emptyRowsAllowed.get(previous) ?? new Set<string>();
  const addedRow = edit.kind === 'create' && edit.type === 'ROW';
  const allowed = emptyRows(next).filter((id) => before.has(id) || (addedRow && previous[id] === undefined));
  emptyRowsAllowed.set(next, new Set(allowed));
}

interface Tally {
  edits: number;
  changed: number;
  /** Sessions that used up the 50 undo steps, and that went past them. */
  warnedSessions: number;
  exceededSessions: number;
}

const newTally = (): Tally => ({ edits: 0, changed: 0, warnedSessions: 0, exceededSessions: 0 });

function runStep(
  store: LayoutTestStore,
  model: HistoryModel,
  step: EditStep,
  newId: (type: string) => string,
  tally: Tally,
) {
  const before = store.getState();
  const edit = editFor(step, before.dashboardLayout.present);
  if (edit === undefined) {
    if (step.op === 'undo') {
      store.dispatch(undoLayoutEdit());
      model.undo();
    } else {
      store.dispatch(redoLayoutEdit());
      model.redo();
    }
    return;
  }
  tally.edits += 1;
  const toastsBefore = toastTexts(store).length;
  const outcome = store.dispatch(applyLayoutEdit(edit, newId));
  if (!outcome.ok) {
    // A refusal changes nothing but the toasts, and says why.
    const after = store.getState();
    const unchanged =
      after.dashboardLayout === before.dashboardLayout && after.dashboardState === before.dashboardState;
    const shown = toastTexts(store).slice(toastsBefore);
    if (!unchanged || shown.length !== 1 || shown[0] !== outcome.error) {
      expect({ edit, unchanged, shown }).toEqual({ edit, unchanged: true, shown: [outcome.error] });
    }
    return;
  }
  if (outcome.layout !== before.dashboardLayout.present) {
    tally.changed += 1;
    recordEmptyRows(before.dashboardLayout.present, outcome.layout, edit);
    model.edit(outcome.layout);
  }
}

/** What differs from the rules and the model (collected, not asserted one by one: this runs ~100k times). */
function stateProblems(store: LayoutTestStore, model: HistoryModel): string[] {
  const { dashboardLayout, dashboardState } = store.getState();
  const problems = layoutProblems(dashboardLayout.present, emptyRowsAllowed.get(dashboardLayout.present));
  const expected: [string, unknown, unknown][] = [
    ['present', dashboardLayout.present, model.present],
    ['past length', dashboardLayout.past.length, model.past.length],
    ['future length', dashboardLayout.future.length, model.future.length],
    ['maxUndoHistoryExceeded', dashboardState.maxUndoHistoryExceeded, model.exceeded],
    ['hasUnsavedChanges', dashboardState.hasUnsavedChanges, model.past.length > 0 || model.exceeded],
    ['undoLimitWarned', dashboardState.undoLimitWarned, model.longestPast >= 50],
  ];
  for (const [name, actual, wanted] of expected) {
    if (actual !== wanted) problems.push(`${name} is ${String(actual)}, expected ${String(wanted)}`);
  }
  return problems;
}

function checkState(store: LayoutTestStore, model: HistoryModel, after: string) {
  const problems = stateProblems(store, model);
  if (problems.length > 0) expect({ after, problems }).toEqual({ after, problems: [] });
}

/** Undoing everything gives back the loaded layout unless edits fell off the history. */
function undoEverything(store: LayoutTestStore, model: HistoryModel, loaded: DashboardLayout) {
  while (model.past.length > 0) {
    store.dispatch(undoLayoutEdit());
    model.undo();
    checkState(store, model, 'undoing everything');
  }
  if (!model.truncated) expect(store.getState().dashboardLayout.present).toEqual(loaded);
}

/** Discard always gives back the loaded (saved) layout, with a fresh history and nothing unsaved. */
function discard(store: LayoutTestStore, loaded: DashboardLayout) {
  store.dispatch(discardLayoutEdits());
  const { dashboardLayout, dashboardState } = store.getState();
  expect(dashboardLayout.present).toEqual(loaded);
  expect([dashboardLayout.past.length, dashboardLayout.future.length]).toEqual([0, 0]);
  expect(dashboardState).toMatchObject({ editMode: false, hasUnsavedChanges: false, maxUndoHistoryExceeded: false });
}

/** Runs the steps from a loaded layout, checking after each, then undoes everything or discards. */
function checkSession(startIndex: number, steps: EditStep[], finishWithDiscard: boolean, tally: Tally) {
  const loaded = STARTS[startIndex % STARTS.length]!.layout;
  const store = layoutTestStore(loaded, { devChecks: false });
  const model = new HistoryModel(store.getState().dashboardLayout.present);
  const newId = counterIds();
  steps.forEach((step, index) => {
    runStep(store, model, step, newId, tally);
    checkState(store, model, `step ${index} (${step.op})`);
  });
  const warnings = toastTexts(store, 'warning').filter((text) => text === UNDO_LIMIT_WARNING);
  expect(warnings).toHaveLength(model.longestPast >= 50 ? 1 : 0);
  if (model.longestPast >= 50) tally.warnedSessions += 1;
  if (model.exceeded) tally.exceededSessions += 1;
  if (finishWithDiscard) discard(store, loaded);
  else undoEverything(store, model, loaded);
}

describe('edit mode properties', () => {
  it('keeps every layout sound and undo exact over random edit sequences', () => {
    const tally = newTally();
    fc.assert(
      fc.property(fc.nat(), editSteps(60), fc.boolean(), (startIndex, steps, finishWithDiscard) =>
        checkSession(startIndex, steps, finishWithDiscard, tally),
      ),
      { numRuns: 2_000 },
    );
    // The generator must mostly make real edits, not just refusals.
    expect(tally.changed / tally.edits).toBeGreaterThan(0.4);
  });

  it('keeps the undo budget rules over long sessions that use up the history', () => {
    const tally = newTally();
    fc.assert(
      fc.property(fc.nat(), busySessionSteps(45, 120), fc.boolean(), (startIndex, steps, finishWithDiscard) =>
        checkSession(startIndex, steps, finishWithDiscard, tally),
      ),
      // Shrinking 120-step sessions is slow; the short-sequence property above gives minimal examples.
      { numRuns: 300, endOnFailure: true },
    );
    // Sessions on both sides of the limit, so the warning and the flag are really exercised.
    expect(tally.warnedSessions).toBeGreaterThan(50);
    expect(tally.exceededSessions).toBeGreaterThan(50);
    expect(tally.warnedSessions).toBeLessThan(300);
  });
});
