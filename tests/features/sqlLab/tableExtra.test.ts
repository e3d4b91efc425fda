// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarizeTableExtra } from '../../../src/features/sqlLab/tableExtra';

describe('summarizeTableExtra', () => {
  it('shows nothing for an engine without extras (DuckDB answers {}) or an unreadable reply', () => {
    expect(summarizeTableExtra({})).toBeNull();
    expect(summarizeTableExtra(undefined)).toBeNull();
    expect(summarizeTableExtra(null)).toBeNull();
    expect(summarizeTableExtra(['x'])).toBeNull();
    expect(summarizeTableExtra({ partitions: { cols: ['ds'], latest: {} }, metadata: {} })).toBeNull();
  });

  it("reads Presto's and Hive's partitions: the latest as column=value pairs and the partition query", () => {
    expect(
      summarizeTableExtra({
        partitions: {
          cols: ['ds', 'hour'],
          latest: { ds: '2024-05-01', hour: 7 },
          partitionQuery: 'SELECT * FROM "t$partitions"',
        },
      }),
    ).toEqual({
      latestPartition: 'ds=2024-05-01/hour=7',
      partitionQuery: 'SELECT * FROM "t$partitions"',
      properties: [],
    });
  });

  it('lists metadata properties in order, values as text', () => {
    expect(summarizeTableExtra({ metadata: { owner: 'etl', rows: 12, tags: ['a'], gone: null } })).toEqual({
      latestPartition: null,
      partitionQuery: null,
      properties: [
        ['owner', 'etl'],
        ['rows', '12'],
        ['tags', '["a"]'],
        ['gone', ''],
      ],
    });
  });

  it('ignores what it does not show (BigQuery clustering, partition columns alone)', () => {
    expect(summarizeTableExtra({ partitions: { cols: ['ds'] }, clustering: { cols: [['a']] } })).toBeNull();
  });
});
