// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dashboardChrome,
  focusedChartParam,
  isNavHiddenByUrl,
  permalinkUrlParams,
  searchWithout,
} from '../../../src/features/dashboard/rules/urlParams';

describe('standalone modes (spec charts §2)', () => {
  it('0 hides nothing', () => {
    expect(dashboardChrome('')).toEqual({
      standaloneMode: 0,
      hideNav: false,
      hideTitle: false,
      hideTabs: false,
      hideChartControls: false,
    });
  });

  it('1 hides the navigation, 2 the navigation and the title, 3 (report) also chart controls', () => {
    expect(dashboardChrome('?standalone=1')).toMatchObject({ hideNav: true, hideTitle: false });
    expect(dashboardChrome('?standalone=2')).toMatchObject({
      hideNav: true,
      hideTitle: true,
      hideChartControls: false,
    });
    expect(dashboardChrome('?standalone=3')).toMatchObject({ hideNav: true, hideTitle: true, hideChartControls: true });
    expect(dashboardChrome('?standalone=true')).toMatchObject({ hideNav: true, hideTitle: false });
  });

  it('ignores values that are not a mode', () => {
    expect(dashboardChrome('?standalone=abc')).toMatchObject({ standaloneMode: 0, hideNav: false });
  });
});

describe('uiConfig bit mask', () => {
  it('1 title, 2 tabs, 4 nav, 8 chart controls, combinable', () => {
    expect(dashboardChrome('?uiConfig=1')).toMatchObject({ hideTitle: true, hideTabs: false, hideNav: false });
    expect(dashboardChrome('?uiConfig=2')).toMatchObject({ hideTabs: true, hideTitle: false });
    expect(dashboardChrome('?uiConfig=4')).toMatchObject({ hideNav: true, hideTitle: false });
    expect(dashboardChrome('?uiConfig=8')).toMatchObject({ hideChartControls: true, hideNav: false });
    expect(dashboardChrome('?uiConfig=15')).toMatchObject({
      hideTitle: true,
      hideTabs: true,
      hideNav: true,
      hideChartControls: true,
    });
    expect(isNavHiddenByUrl('?uiConfig=5')).toBe(true);
    expect(isNavHiddenByUrl('?uiConfig=3')).toBe(false);
  });
});

describe('focused_chart and the address', () => {
  it('reads focused_chart as a chart id', () => {
    expect(focusedChartParam('?focused_chart=12')).toBe(12);
    expect(focusedChartParam('?focused_chart=x')).toBeNull();
    expect(focusedChartParam('')).toBeNull();
  });

  it('drops consumed parameters and keeps the others', () => {
    expect(searchWithout('?focused_chart=12&standalone=1', ['focused_chart'])).toBe('?standalone=1');
    expect(searchWithout('?focused_chart=12', ['focused_chart'])).toBe('');
  });

  it('keeps the URL parameters a permalink should restore, without the page-consumed ones', () => {
    expect(permalinkUrlParams('?standalone=1&permalink_key=abc&focused_chart=3&uiConfig=8')).toEqual([
      ['standalone', '1'],
      ['uiConfig', '8'],
    ]);
  });
});
