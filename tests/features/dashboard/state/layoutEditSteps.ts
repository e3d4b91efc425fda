/**
 * Random edit-mode steps for the property tests. A step holds raw numbers that are turned into an
 * edit against the layout of the moment (an existing component, a real container, an index within
 * it), so most steps make real edits rather than refusals.
 */
import fc from 'fast-check';
import type { DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import type { LayoutEdit } from '../../../../src/features/dashboard/state/layoutEditing';

export type EditStep =
  | { op: 'create'; type: number; parent: number; index: number; chartId: number }
  | { op: 'move'; component: number; parent: number; index: number }
  | { op: 'delete'; component: number }
  | { op: 'resize'; component: number; width: number; height: number; which: number }
  | { op: 'updateMeta'; component: number; variant: number }
  | { op: 'topLevelTabs' }
  | { op: 'undo' }
  | { op: 'redo' };

const CREATABLE = ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'ROW', 'COLUMN', 'TABS', 'TAB'];
const CONTAINERS = ['ROOT', 'GRID', 'ROW', 'COLUMN', 'TABS', 'TAB'];
const SIZED = ['CHART', 'MARKDOWN', 'COLUMN'];

const pick = fc.nat({ max: 1_000 });

const stepArbitrary: fc.Arbitrary<EditStep> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      type: pick,
      parent: pick,
      index: pick,
      chartId: fc.nat({ max: 20 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('move' as const), component: pick, parent: pick, index: pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), component: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('resize' as const),
      component: pick,
      // A little outside the allowed 1–12 columns and 5–100 units, so refusals are tried too.
      width: fc.integer({ min: 0, max: 13 }),
      height: fc.integer({ min: 3, max: 102 }),
      which: fc.nat({ max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('updateMeta' as const), component: pick, variant: pick }) },
  { weight: 1, arbitrary: fc.constant({ op: 'topLevelTabs' as const }) },
  { weight: 3, arbitrary: fc.constant({ op: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ op: 'redo' as const }) },
);

/** Sizes that mostly succeed and never refuse, to use up the undo history. */
const busyStepArbitrary: fc.Arbitrary<EditStep> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('resize' as const),
      component: pick,
      width: fc.constant(1),
      height: fc.integer({ min: 5, max: 100 }),
      which: fc.constant(2),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('updateMeta' as const), component: pick, variant: pick }) },
  { weight: 1, arbitrary: stepArbitrary },
);

/** Sequences up to `maxLength` steps of every kind (fast-check's default size would keep them short). */
export function editSteps(maxLength: number): fc.Arbitrary<EditStep[]> {
  return fc.array(stepArbitrary, { maxLength, size: 'max' });
}

/** Long sessions of mostly successful edits, which reach the undo limit. */
export function busySessionSteps(minLength: number, maxLength: number): fc.Arbitrary<EditStep[]> {
  return fc.array(busyStepArbitrary, { minLength, maxLength, size: 'max' });
}

/** Components reachable from the root, in document order (the root itself first). */
function reachable(layout: DashboardLayout): string[] {
  const ids: string[] = [];
  const visit = (id: string) => {
    ids.push(id);
    for (const child of layout[id]?.children ?? []) visit(child);
  };
  visit('ROOT_ID');
  return ids;
}

function nth<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

function metaChange(type: string, variant: number): Record<string, unknown> {
  const backgrounds = ['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE'];
  switch (type) {
    case 'HEADER':
      return variant % 2 === 0
        ? { text: `Header ${variant}` }
        : { headerSize: nth(['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'], variant) };
    case 'TAB':
      return { text: `Tab ${variant}` };
    case 'MARKDOWN':
      return { code: `# Note ${variant}` };
    case 'ROW':
    case 'COLUMN':
      return { background: nth(backgrounds, variant) };
    case 'CHART':
      return { sliceNameOverride: `Chart ${variant}` };
    default:
      return { text: `Text ${variant}` };
  }
}

/** The edit a step makes on `layout`, or undefined for undo and redo. */
export function editFor(step: EditStep, layout: DashboardLayout): LayoutEdit | undefined {
  const ids = reachable(layout);
  const components = ids.filter((id) => id !== 'ROOT_ID');
  const ofTypes = (types: string[]) => ids.filter((id) => types.includes(layout[id]!.type));
  const insertAt = (parentId: string, n: number) => n % ((layout[parentId]?.children.length ?? 0) + 1);
  switch (step.op) {
    case 'create': {
      const type = nth(CREATABLE, step.type)!;
      const parentId = nth(ofTypes(CONTAINERS), step.parent)!;
      const meta = type === 'CHART' ? { chartId: step.chartId } : undefined;
      return { kind: 'create', type, parentId, index: insertAt(parentId, step.index), meta };
    }
    case 'move': {
      const componentId = nth(components, step.component) ?? 'GRID_ID';
      const parentId = nth(ofTypes(CONTAINERS), step.parent)!;
      return { kind: 'move', componentId, parentId, index: insertAt(parentId, step.index) };
    }
    case 'delete':
      return { kind: 'delete', componentId: nth(components, step.component) ?? 'GRID_ID' };
    case 'resize': {
      const componentId = nth(ofTypes(SIZED), step.component) ?? 'GRID_ID';
      const width = step.which === 1 ? undefined : step.width;
      const height = step.which === 0 ? undefined : step.height;
      return { kind: 'resize', componentId, width, height };
    }
    case 'updateMeta': {
      const componentId = nth(components, step.component) ?? 'GRID_ID';
      return { kind: 'updateMeta', componentId, meta: metaChange(layout[componentId]!.type, step.variant) };
    }
    case 'topLevelTabs': {
      const topLevel = layout.ROOT_ID?.children[0];
      return topLevel !== undefined && layout[topLevel]?.type === 'TABS'
        ? { kind: 'deleteTopLevelTabs' }
        : { kind: 'createTopLevelTabs' };
    }
    default:
      return undefined;
  }
}
