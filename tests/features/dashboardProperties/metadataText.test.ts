// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatMetadataText,
  metadataColorScheme,
  parseMetadataText,
  withColorScheme,
} from '../../../src/features/dashboardProperties/metadataText';

describe('metadata text', () => {
  it('accepts an object or nothing, and refuses arrays, bare values and broken JSON', () => {
    expect(parseMetadataText('')).toEqual({ valid: true, metadata: {} });
    expect(parseMetadataText(' {"a": 1} ')).toEqual({ valid: true, metadata: { a: 1 } });
    expect(parseMetadataText('[1]').valid).toBe(false);
    expect(parseMetadataText('3').valid).toBe(false);
    expect(parseMetadataText('{"a": }').valid).toBe(false);
  });

  it('indents the stored string by two spaces and leaves what it cannot parse alone', () => {
    expect(formatMetadataText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatMetadataText('')).toBe('');
    expect(formatMetadataText('{oops')).toBe('{oops');
  });

  it('reads and writes the colour scheme inside the metadata, keeping every other key', () => {
    const text = '{"color_scheme": "bnbColors", "label_colors": {"a": "#fff"}}';
    expect(metadataColorScheme(text)).toBe('bnbColors');
    const changed = withColorScheme(text, 'supersetColors');
    expect(JSON.parse(changed)).toEqual({ color_scheme: 'supersetColors', label_colors: { a: '#fff' } });
    expect(withColorScheme('{broken', 'x')).toBe('{broken');
    expect(metadataColorScheme('{broken')).toBe('');
  });
});
