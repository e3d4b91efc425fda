// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderAntdStyles } from '../../scripts/vite/antdStaticStyle';

describe('antdStaticStyle', () => {
  it("renders every antd component's styles with the app's theme and antd's map of the styles it may skip", async () => {
    const css = await renderAntdStyles();
    // Components the app names and components antd draws inside others (an empty select list,
    // a table's pagination): with no runtime styles, each must be in the sheet.
    for (const selector of ['.ant-btn', '.ant-select-dropdown', '.ant-empty', '.ant-pagination', '.ant-table']) {
      expect(css, selector).toContain(selector);
    }
    // The theme's primary colour, in the CSS variables of the app's fixed key.
    expect(css).toMatch(/\.tessera\{[^}]*--ant-color-primary:#20a7c9/);
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button-Button\|ant-btn/);
  }, 120_000);
});
