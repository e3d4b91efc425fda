// @vitest-environment node
/** Spec §3 layout component settings: header text, size and background, tab titles, markdown. */
import { describe, expect, it } from 'vitest';
import { updateComponentMeta } from '../../../../src/features/dashboard/editing';
import { edited, frozen, gridLayout, tabbedLayout } from './editingFixtures';

describe('updateComponentMeta', () => {
  it("edits a header's text, size and background", () => {
    const next = edited(
      updateComponentMeta(frozen(gridLayout()), 'HEADER-a', {
        text: 'Revenue',
        headerSize: 'LARGE_HEADER',
        background: 'BACKGROUND_WHITE',
      }),
    );
    expect(next['HEADER-a']!.meta).toEqual({
      text: 'Revenue',
      headerSize: 'LARGE_HEADER',
      background: 'BACKGROUND_WHITE',
    });
  });

  it("edits a tab's title and markdown text", () => {
    expect(edited(updateComponentMeta(frozen(tabbedLayout()), 'TAB-a', { text: 'Summary' }))['TAB-a']!.meta.text).toBe(
      'Summary',
    );
    expect(edited(updateComponentMeta(frozen(gridLayout()), 'MARKDOWN-a', { code: '' }))['MARKDOWN-a']!.meta.code).toBe(
      '',
    );
  });

  it('refuses empty titles, unknown values and settings of other components', () => {
    const layout = frozen(gridLayout());
    expect(updateComponentMeta(layout, 'HEADER-a', { text: '  ' })).toHaveProperty('error');
    expect(updateComponentMeta(layout, 'HEADER-a', { headerSize: 'HUGE' })).toHaveProperty('error');
    expect(updateComponentMeta(layout, 'CHART-a', { code: 'x' })).toHaveProperty('error');
    expect(updateComponentMeta(layout, 'CHART-a', { width: 12 })).toHaveProperty('error');
    expect(updateComponentMeta(layout, 'DIVIDER-a', { background: 'BACKGROUND_WHITE' })).toHaveProperty('error');
    expect(updateComponentMeta(layout, 'HEADER_ID', { text: 'Title' })).toHaveProperty('error');
  });

  it('changes nothing when nothing differs', () => {
    const layout = frozen(gridLayout());
    expect(edited(updateComponentMeta(layout, 'HEADER-a', { text: 'Section' }))).toBe(layout);
  });
});
