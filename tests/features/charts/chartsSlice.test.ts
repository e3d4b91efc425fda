// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CHART_NETWORK_ERROR_ALERT,
  chartAdded,
  chartIdChanged,
  chartRemoved,
  chartRenderingFailed,
  chartRenderingSucceeded,
  chartsReducer,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  datasourcesRefreshed,
  newChartState,
  queryTriggered,
  type ChartsState,
} from '../../../src/features/charts/chartsSlice';
import type { ChartDataQueryResult } from '../../../src/api/chartDataTypes';

const formData = { datasource: '7__table', viz_type: 'table' };
const result: ChartDataQueryResult = { colnames: ['a'], coltypes: [0], data: [{ a: 1 }], rowcount: 1 };

function started(): ChartsState {
  return chartsReducer({}, chartUpdateStarted({ key: 1, requestId: 'r1', latestQueryFormData: formData, now: 100 }));
}

describe('charts slice (spec charts §4)', () => {
  it('an update start sets loading, clears the alert, stack trace and end time, and records the form data', () => {
    const failed = chartsReducer(
      {
        1: newChartState(1, {
          chartStatus: 'failed',
          chartAlert: 'x',
          chartStackTrace: 'trace',
          chartUpdateEndTime: 5,
        }),
      },
      chartUpdateStarted({ key: 1, requestId: 'r1', latestQueryFormData: formData, now: 100 }),
    );
    expect(failed[1]).toMatchObject({
      chartStatus: 'loading',
      chartAlert: null,
      chartStackTrace: null,
      chartUpdateEndTime: null,
      chartUpdateStartTime: 100,
      requestId: 'r1',
      latestQueryFormData: formData,
    });
  });

  it('success records the response and the end time', () => {
    const state = chartsReducer(started(), chartUpdateSucceeded({ key: 1, queriesResponse: [result], now: 200 }));
    expect(state[1]).toMatchObject({
      chartStatus: 'success',
      chartAlert: null,
      queriesResponse: [result],
      chartUpdateEndTime: 200,
    });
  });

  it("stop alerts 'Updating chart was stopped'", () => {
    const state = chartsReducer(started(), chartUpdateStopped({ key: 1, now: 300 }));
    expect(state[1]).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: 'Updating chart was stopped',
      chartUpdateEndTime: 300,
    });
  });

  it("an update failure takes the first response's error and stack trace", () => {
    const state = chartsReducer(
      started(),
      chartUpdateFailed({
        key: 1,
        queriesResponse: [
          { ...result, error: 'Binder Error: column x', stacktrace: 'st' },
          { ...result, error: 'second' },
        ],
        now: 400,
      }),
    );
    expect(state[1]).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'Binder Error: column x',
      chartStackTrace: 'st',
    });
  });

  it("an update failure without a response is 'Network error.'", () => {
    const state = chartsReducer(started(), chartUpdateFailed({ key: 1, queriesResponse: null, now: 400 }));
    expect(state[1]!.chartAlert).toBe(CHART_NETWORK_ERROR_ALERT);
    expect(CHART_NETWORK_ERROR_ALERT).toBe('Network error.');
  });

  it('a late report of the previous result drawn leaves a chart that is querying again loading', () => {
    const late = chartsReducer(started(), chartRenderingSucceeded({ key: 1, now: 500 }));
    expect(late[1]).toMatchObject({ chartStatus: 'loading', chartUpdateEndTime: null });
  });

  it('rendering success is rendered; rendering failure records the stack and the spec alert', () => {
    const succeeded = chartsReducer(started(), chartUpdateSucceeded({ key: 1, queriesResponse: [result], now: 200 }));
    const rendered = chartsReducer(succeeded, chartRenderingSucceeded({ key: 1, now: 500 }));
    expect(rendered[1]).toMatchObject({ chartStatus: 'rendered', chartUpdateEndTime: 500 });
    const failed = chartsReducer(
      started(),
      chartRenderingFailed({ key: 1, error: 'x is undefined', stackTrace: 'at y' }),
    );
    expect(failed[1]).toMatchObject({
      chartStatus: 'failed',
      chartStackTrace: 'at y',
      chartAlert: 'An error occurred while rendering the visualization: x is undefined',
    });
  });

  it('a datasource refresh resets only failed charts that have a stack trace', () => {
    const state: ChartsState = {
      1: newChartState(1, { chartStatus: 'failed', chartStackTrace: 'at y', chartAlert: 'boom' }),
      2: newChartState(2, { chartStatus: 'failed', chartStackTrace: null, chartAlert: 'query failed' }),
      3: newChartState(3, { chartStatus: 'rendered' }),
    };
    const next = chartsReducer(state, datasourcesRefreshed());
    expect(next[1]).toMatchObject({ chartStatus: '', chartStackTrace: null, chartAlert: null });
    expect(next[2]).toMatchObject({ chartStatus: 'failed', chartAlert: 'query failed' });
    expect(next[3]!.chartStatus).toBe('rendered');
  });

  it('charts can be added, removed and have their id changed', () => {
    let state = chartsReducer({}, chartAdded({ chart: { id: 4, chartStatus: null } }));
    expect(state[4]).toMatchObject({ id: 4, chartStatus: null, triggerQuery: true });
    state = chartsReducer(state, chartIdChanged({ key: 4, newId: 9 }));
    expect(state[4]).toBeUndefined();
    expect(state[9]!.id).toBe(9);
    state = chartsReducer(state, chartRemoved({ key: 9 }));
    expect(state).toEqual({});
  });

  it('triggering a query sets loading', () => {
    const state = chartsReducer(
      { 1: newChartState(1, { chartStatus: 'rendered' }) },
      queryTriggered({ key: 1, value: true }),
    );
    expect(state[1]).toMatchObject({ chartStatus: 'loading', triggerQuery: true });
  });
});
