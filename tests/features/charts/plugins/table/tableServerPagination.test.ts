// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../../../src/api/chartDataTypes';
import { plugin } from '../../../../../src/features/charts/plugins/table';
import type { TableRenderProps } from '../../../../../src/features/charts/plugins/table/TableChart';

const aggregate: QueryFormData = {
  datasource: '1__table',
  viz_type: 'table',
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 1000,
  server_pagination: true,
  server_page_length: 20,
};

const queriesOf = (formData: QueryFormData, ownState?: Record<string, unknown>, withOptions = true) =>
  plugin.buildQuery(formData, withOptions ? { ownState } : undefined).queries as (Record<string, unknown> & {
    row_limit?: number;
  })[];

describe('table buildQuery with server pagination', () => {
  it('without own state asks for page 0 of server_page_length rows and for the count of all rows', () => {
    const [page, count, ...rest] = queriesOf(aggregate);
    expect(rest).toEqual([]);
    expect(page).toMatchObject({ columns: ['country'], metrics: ['count'], row_limit: 20, row_offset: 0 });
    expect(page.orderby).toEqual([['count', false]]);
    expect(page).not.toHaveProperty('is_rowcount');
    expect(count).toEqual({ ...page, row_limit: 1000, row_offset: 0, post_processing: [], is_rowcount: true });
  });

  it('asks for the own state page: row_limit = pageSize, row_offset = currentPage * pageSize', () => {
    const [page, count] = queriesOf(aggregate, { currentPage: 3, pageSize: 50 });
    expect(page).toMatchObject({ row_limit: 50, row_offset: 150 });
    expect(count).toMatchObject({ row_limit: 1000, row_offset: 0, is_rowcount: true });
  });

  it('orders by the own state sort: [[key, !desc]], on both queries', () => {
    const [page, count] = queriesOf(aggregate, {
      currentPage: 1,
      pageSize: 10,
      sortBy: [{ key: 'country', desc: true }],
    });
    expect(page.orderby).toEqual([['country', false]]);
    expect(page).toMatchObject({ row_limit: 10, row_offset: 10 });
    expect(count.orderby).toEqual([['country', false]]);
    const [ascending] = queriesOf(aggregate, { currentPage: 0, pageSize: 10, sortBy: [{ key: 'count', desc: false }] });
    expect(ascending.orderby).toEqual([['count', true]]);
  });

  it('sorts by the query’s own adhoc metric and a percent metric’s %label by its metric', () => {
    const revenue = { expressionType: 'SQL', sqlExpression: 'SUM(revenue)', label: 'Revenue' };
    const formData = { ...aggregate, metrics: [revenue], percent_metrics: ['count'] };
    const [byMetric] = queriesOf(formData, { sortBy: [{ key: 'Revenue', desc: true }] });
    expect(byMetric.orderby).toEqual([[revenue, false]]);
    const [byPercent] = queriesOf(formData, { sortBy: [{ key: '%count', desc: false }] });
    expect(byPercent.orderby).toEqual([['count', true]]);
  });

  it('never asks for a page past the row limit, and trims the last page to it', () => {
    const formData = { ...aggregate, row_limit: 25 };
    const [page, count] = queriesOf(formData, { currentPage: 9, pageSize: 10 });
    expect(page).toMatchObject({ row_limit: 5, row_offset: 20 });
    expect(count).toMatchObject({ row_limit: 25, row_offset: 0 });
  });

  it('ignores a malformed own state', () => {
    const [page] = queriesOf(aggregate, { currentPage: -2, pageSize: 'x', sortBy: [{ key: 3 }] });
    expect(page).toMatchObject({ row_limit: 20, row_offset: 0, orderby: [['count', false]] });
  });

  it('without options (Explore, downloads) or with server pagination off: one query of every row', () => {
    const explore = queriesOf(aggregate, undefined, false);
    expect(explore).toHaveLength(1);
    expect(explore[0]).toMatchObject({ row_limit: 1000 });
    expect(explore[0]!.row_offset).toBeUndefined();
    const off = queriesOf({ ...aggregate, server_pagination: false }, { currentPage: 2, pageSize: 10 });
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ row_limit: 1000 });
  });

  it('pages raw records mode too, keeping its ordering unless the user sorts', () => {
    const raw = { ...aggregate, query_mode: 'raw', all_columns: ['name'], order_by_cols: ['["name", true]'] };
    const [page, count] = queriesOf(raw, { currentPage: 2, pageSize: 10 });
    expect(page).toMatchObject({ columns: ['name'], row_limit: 10, row_offset: 20, orderby: [['name', true]] });
    expect(count).toMatchObject({ is_rowcount: true, row_offset: 0 });
  });
});

describe('table transformProps with server pagination', () => {
  const page: ChartDataQueryResult = {
    colnames: ['country', 'count'],
    coltypes: [1, 0],
    data: [{ country: 'France', count: 3 }],
    rowcount: 1,
  };
  const count: ChartDataQueryResult = { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 123 }], rowcount: 1 };
  const transform = (queriesData: ChartDataQueryResult[], ownState?: Record<string, unknown>, formData = aggregate) =>
    plugin.transformProps({
      formData,
      queriesData,
      datasource: null,
      width: 400,
      height: 300,
      ownState,
    }) as TableRenderProps;

  it('gives the page, the total from the count query and the own state page and sort', () => {
    const props = transform([page, count], { currentPage: 4, pageSize: 10, sortBy: [{ key: 'count', desc: true }] });
    expect(props.rows).toEqual([{ country: 'France', count: 3 }]);
    expect(props.serverPage).toEqual({
      currentPage: 4,
      pageSize: 10,
      total: 123,
      sortBy: [{ key: 'count', desc: true }],
    });
  });

  it('without own state: page 0 of server_page_length rows, no sort', () => {
    expect(transform([page, count]).serverPage).toEqual({ currentPage: 0, pageSize: 20, total: 123, sortBy: [] });
  });

  it('no server page without the count query (Explore) or with server pagination off', () => {
    expect(transform([page]).serverPage).toBeUndefined();
    expect(transform([page, count], {}, { ...aggregate, server_pagination: false }).serverPage).toBeUndefined();
  });
});

describe('table control panel', () => {
  const controls = plugin.controlPanel.sections.flatMap((section) =>
    section.controlSetRows.flatMap((row) => row.filter((item) => typeof item !== 'string')),
  );
  const control = (name: string) => controls.find((item) => item.name === name)!.config;

  it("has 'Server pagination' (off) and 'Server Page Length' (10) shown only with it on", () => {
    expect(control('server_pagination')).toMatchObject({
      type: 'CheckboxControl',
      label: 'Server pagination',
      default: false,
    });
    const length = control('server_page_length');
    expect(length).toMatchObject({ type: 'SelectControl', label: 'Server Page Length', default: 10 });
    expect(length.choices!.map(([value]) => value)).toEqual([10, 20, 50, 100, 200]);
    const state = (server_pagination: boolean) => ({ datasource: null, formData: { ...aggregate, server_pagination } });
    expect(length.visibility!(state(true))).toBe(true);
    expect(length.visibility!(state(false))).toBe(false);
  });
});
