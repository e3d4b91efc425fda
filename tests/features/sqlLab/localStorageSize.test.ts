// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimatedResultsKb, resultsExceedKb } from '../../../src/features/sqlLab/localStorageState';
import type { QueryResults } from '../../../src/features/sqlLab/types';
import { makeResults } from './fixtures';

describe('whether results are too big for local storage', () => {
  it('agrees with the full estimate for any rows and limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        ),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (rows, limitKb) => {
          const results: QueryResults = makeResults({ data: rows });
          expect(resultsExceedKb(results, limitKb)).toBe(estimatedResultsKb(results) > limitKb);
        },
      ),
    );
  });

  it('says a 100,000-row result is too big without serialising it whole', () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => ({ id: index, name: `row ${index}` }));
    let serialised = 0;
    const counted = rows.map((row) => ({ ...row, toJSON: () => ((serialised += 1), row) }));
    expect(resultsExceedKb(makeResults({ data: counted }), 5120)).toBe(true);
    expect(serialised).toBeLessThan(rows.length);
  });
});
