// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  editDistance,
  suggestionText,
  suggestParameters,
  templateParamsExample,
} from '../../src/components/ErrorBox/displays/parameterSuggestions';

describe('template parameter suggestions', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('region', 'region')).toBe(0);
    expect(editDistance('regoin', 'region')).toBe(2);
    expect(editDistance('state', 'states')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('offers defined names within two edits of a missing one, and nothing for the others', () => {
    expect(suggestParameters(['regoin', 'year'], ['region', 'country', 'years'])).toEqual([
      { missing: 'regoin', candidates: ['region'] },
      { missing: 'year', candidates: ['years'] },
    ]);
    expect(suggestParameters(['limit'], ['region'])).toEqual([]);
  });

  it('phrases one or several candidates', () => {
    expect(suggestionText({ missing: 'regoin', candidates: ['region'] })).toBe(
      'Did you mean "region" instead of "regoin"?',
    );
    expect(suggestionText({ missing: 'st', candidates: ['s', 'sa', 'at'] })).toBe(
      'Did you mean "s", "sa" or "at" instead of "st"?',
    );
  });

  it('builds the template parameters JSON that would define the missing names', () => {
    expect(templateParamsExample(['a', 'b'])).toBe('{"a":"value","b":"value"}');
  });
});
