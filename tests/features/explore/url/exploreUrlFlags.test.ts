// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formDataFromUrl,
  isForceExploreUrl,
  isStandaloneExploreUrl,
  isUrlFlagSet,
  vizTypeFromUrl,
} from '../../../../src/features/explore/url/exploreUrlFlags';

describe('explore URL flags', () => {
  it('reads a flag as Superset does: set by any value but empty, 0 and false', () => {
    expect(isUrlFlagSet('1')).toBe(true);
    expect(isUrlFlagSet('true')).toBe(true);
    expect(isUrlFlagSet('3')).toBe(true);
    expect(isUrlFlagSet('0')).toBe(false);
    expect(isUrlFlagSet('false')).toBe(false);
    expect(isUrlFlagSet('FALSE')).toBe(false);
    expect(isUrlFlagSet('')).toBe(false);
    expect(isUrlFlagSet(null)).toBe(false);
  });

  it('standalone=1 or true shows the chart alone', () => {
    expect(isStandaloneExploreUrl('?slice_id=4&standalone=1')).toBe(true);
    expect(isStandaloneExploreUrl('?slice_id=4&standalone=true')).toBe(true);
    expect(isStandaloneExploreUrl('?slice_id=4&standalone=0')).toBe(false);
    expect(isStandaloneExploreUrl('?slice_id=4&standalone=false')).toBe(false);
    expect(isStandaloneExploreUrl('?slice_id=4')).toBe(false);
  });

  it('force=1 or true bypasses the cache', () => {
    expect(isForceExploreUrl('?slice_id=4&force=1')).toBe(true);
    expect(isForceExploreUrl('?force=true')).toBe(true);
    expect(isForceExploreUrl('?force=false')).toBe(false);
    expect(isForceExploreUrl('?slice_id=4')).toBe(false);
  });

  it('reads the viz_type parameter', () => {
    expect(vizTypeFromUrl('?slice_id=4&viz_type=pie')).toBe('pie');
    expect(vizTypeFromUrl('?slice_id=4&viz_type=')).toBeNull();
    expect(vizTypeFromUrl('?slice_id=4')).toBeNull();
  });

  it('parses the legacy form_data object, and ignores anything that is not a JSON object', () => {
    const formData = { datasource: '3__table', viz_type: 'pie', extra_filters: [{ col: 'a', op: 'in', val: ['x'] }] };
    const search = `?${new URLSearchParams({ form_data: JSON.stringify(formData) }).toString()}`;
    expect(formDataFromUrl(search)).toEqual(formData);
    expect(formDataFromUrl('?form_data=%7Bnot%20json')).toBeNull();
    expect(formDataFromUrl('?form_data=%5B1%5D')).toBeNull();
    expect(formDataFromUrl('?form_data=null')).toBeNull();
    expect(formDataFromUrl('?slice_id=3')).toBeNull();
  });
});
