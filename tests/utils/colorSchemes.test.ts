// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CATEGORICAL_SCHEME_OPTIONS,
  createCategoricalColorScale,
  DEFAULT_FIXED_COLOR,
  getCategoricalScheme,
  getSequentialScheme,
  SEQUENTIAL_SCHEME_OPTIONS,
} from '../../src/utils/colorSchemes';

describe('colour schemes (spec charts §9)', () => {
  it('has categorical and sequential schemes with defaults for unknown ids', () => {
    expect(CATEGORICAL_SCHEME_OPTIONS.length).toBeGreaterThan(1);
    expect(SEQUENTIAL_SCHEME_OPTIONS.length).toBeGreaterThan(1);
    expect(getCategoricalScheme('nope').id).toBe('supersetColors');
    expect(getSequentialScheme(undefined).id).toBe('superset_seq_1');
    expect(DEFAULT_FIXED_COLOR).toBe('rgba(0,122,135,1)');
  });

  it('gives each label a stable colour in order of first use, label_colors first', () => {
    const scale = createCategoricalColorScale('d3Category10', { boys: '#000000' });
    expect(scale('girls')).toBe('#1f77b4');
    expect(scale('other')).toBe('#ff7f0e');
    expect(scale('girls')).toBe('#1f77b4');
    expect(scale('boys')).toBe('#000000');
  });
});
