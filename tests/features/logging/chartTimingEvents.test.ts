// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadChartEventData } from '../../../src/features/logging/chartTimingEvents';

describe('load_chart event data', () => {
  it('tells how the query went: duration, rows, cache, viz type, datasource, filters', () => {
    const start = Date.now() - 500;
    const data = loadChartEventData(
      42,
      {
        chartUpdateStartTime: start,
        chartUpdateEndTime: start + 410,
        queriesResponse: [
          { is_cached: true, rowcount: 120, cached_dttm: null, applied_filters: [{ column: 'region' }] },
        ],
        latestQueryFormData: {
          viz_type: 'table',
          datasource: '7__table',
          extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
        },
      },
      start + 450,
    );
    expect(data).toMatchObject({
      slice_id: 42,
      duration: 410,
      row_count: 120,
      is_cached: true,
      force_refresh: false,
      viz_type: 'table',
      datasource: '7__table',
      has_extra_filters: true,
      applied_filters: [{ column: 'region' }],
      ts: start + 450,
      data_age: null,
    });
    expect(data.start_offset).toEqual(expect.any(Number));
  });
});
