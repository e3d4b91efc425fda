import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SerializedResultsMemory, jsonWithExtraFields } from '../../../server/jobs/serializedResults';

/** Payload fields are names (an integer-like key would be ordered first by any object). */
const fieldName = fc.stringMatching(/^[a-z_][a-z_0-9]{0,7}$/);

describe('results held as their JSON text', () => {
  it('adds fields after the payload’s, exactly as serialising {...payload, ...extra} would', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fieldName, fc.jsonValue()),
        fc.dictionary(fieldName, fc.jsonValue()),
        (payload, extra) => {
          fc.pre(!Object.keys(extra).some((key) => key in payload));
          const expected = JSON.stringify({ ...payload, ...extra });
          const combined = jsonWithExtraFields(Buffer.from(JSON.stringify(payload)), extra).toString('utf8');
          expect(combined).toBe(expected);
        },
      ),
    );
  });

  it('forgets the oldest texts past its budget, expired ones, and deleted ones', () => {
    const memory = new SerializedResultsMemory(10);
    memory.remember('a', { json: Buffer.from('[1,2,3]'), rowCount: 3, expiresAtMs: 100 });
    memory.remember('b', { json: Buffer.from('[4,5]'), rowCount: 2, expiresAtMs: 100 });
    expect(memory.recall('a', 0)).toBeNull();
    expect(memory.recall('b', 0)?.rowCount).toBe(2);
    expect(memory.recall('b', 100)).toBeNull();
    memory.remember('c', { json: Buffer.from('[]'), rowCount: 0, expiresAtMs: 100 });
    memory.forget('c');
    expect(memory.recall('c', 0)).toBeNull();
    memory.remember('huge', { json: Buffer.from('[1,2,3,4,5,6]'), rowCount: 6, expiresAtMs: 100 });
    expect(memory.recall('huge', 0)).toBeNull();
  });
});
