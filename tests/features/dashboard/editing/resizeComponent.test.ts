// @vitest-environment node
/** Reference §4.1/§4.3 resize: 12 columns shared by a row, a column's minimum, heights 5–100 units. */
import { describe, expect, it } from 'vitest';
import { resizeComponent } from '../../../../src/features/dashboard/editing';
import { edited, frozen, gridLayout } from './editingFixtures';

const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

describe('resizeComponent', () => {
  it('resizes within the room the row has', () => {
    const layout = frozen(gridLayout());
    expect(edited(resizeComponent(layout, { componentId: 'CHART-b', width: 6 }))['CHART-b']!.meta.width).toBe(6);
    expect(resizeComponent(layout, { componentId: 'CHART-a', width: 5 })).toEqual({ error: NOT_ENOUGH_SPACE });
    expect(edited(resizeComponent(layout, { componentId: 'COLUMN-a', width: 12 }))['COLUMN-a']!.meta.width).toBe(12);
    expect(resizeComponent(layout, { componentId: 'COLUMN-a', width: 13 })).toEqual({ error: NOT_ENOUGH_SPACE });
  });

  it('bounds a row inside a column by the column', () => {
    const layout = frozen(gridLayout());
    expect(edited(resizeComponent(layout, { componentId: 'CHART-c', width: 6 }))['CHART-c']!.meta.width).toBe(6);
    expect(resizeComponent(layout, { componentId: 'CHART-c', width: 7 })).toEqual({ error: NOT_ENOUGH_SPACE });
  });

  it('keeps a column at least as wide as its widest row', () => {
    const layout = frozen(gridLayout());
    expect(edited(resizeComponent(layout, { componentId: 'COLUMN-a', width: 3 }))['COLUMN-a']!.meta.width).toBe(3);
    expect(resizeComponent(layout, { componentId: 'COLUMN-a', width: 2 })).toHaveProperty('error');
  });

  it('keeps heights within 5 and 100 units', () => {
    const layout = frozen(gridLayout());
    expect(edited(resizeComponent(layout, { componentId: 'MARKDOWN-a', height: 5 }))['MARKDOWN-a']!.meta.height).toBe(
      5,
    );
    expect(edited(resizeComponent(layout, { componentId: 'CHART-a', height: 100 }))['CHART-a']!.meta.height).toBe(100);
    expect(resizeComponent(layout, { componentId: 'CHART-a', height: 4 })).toHaveProperty('error');
    expect(resizeComponent(layout, { componentId: 'CHART-a', height: 101 })).toHaveProperty('error');
    expect(resizeComponent(layout, { componentId: 'CHART-a', height: 20.5 })).toHaveProperty('error');
  });

  it('refuses widths that do not apply and sizes on components without them', () => {
    const layout = frozen(gridLayout());
    expect(resizeComponent(layout, { componentId: 'MARKDOWN-a', width: 4 })).toHaveProperty('error');
    expect(resizeComponent(layout, { componentId: 'HEADER-a', height: 10 })).toHaveProperty('error');
    expect(resizeComponent(layout, { componentId: 'CHART-a', width: 0 })).toHaveProperty('error');
  });

  it('changes nothing when the size is the same', () => {
    const layout = frozen(gridLayout());
    expect(edited(resizeComponent(layout, { componentId: 'CHART-a', width: 4, height: 50 }))).toBe(layout);
  });
});
