// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DatasourceMeta } from '../../../../../src/api/datasourceTypes';
import { resolveControl } from '../../../../../src/features/charts/controlPanel/sharedControls';
import { buildTableQueryContext } from '../../../../../src/features/charts/plugins/table/buildQuery';
import { tableControlPanel } from '../../../../../src/features/charts/plugins/table/controlPanel';

const datasource: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
  order_by_choices: [
    ['["amount", true]', 'amount [asc]'],
    ['["amount", false]', 'amount [desc]'],
  ],
};

function orderingControl() {
  const control = tableControlPanel.sections
    .flatMap((section) => section.controlSetRows.flat())
    .map(resolveControl)
    .find((item) => item?.name === 'order_by_cols');
  if (!control) throw new Error('no order_by_cols control');
  return control.config;
}

describe("the raw table's 'Ordering' control", () => {
  const formData = { datasource: '3__table', viz_type: 'table', query_mode: 'raw', all_columns: ['amount'] };

  it("offers the dataset's order-by pairs", () => {
    expect(orderingControl().choicesFromState?.({ datasource, formData })).toEqual(datasource.order_by_choices);
  });

  it("says 'Found invalid orderby options' for an entry that is not a pair", () => {
    const validate = orderingControl().validators ?? [];
    expect(validate.map((check) => check(['["amount", false]'], formData))).toEqual([false]);
    expect(validate.map((check) => check(['amount desc'], formData))).toEqual(['Found invalid orderby options']);
  });

  it('sorts the raw query by the chosen pairs', () => {
    const context = buildTableQueryContext({ ...formData, order_by_cols: ['["amount", false]'] });
    expect(context.queries[0]?.orderby).toEqual([['amount', false]]);
  });
});
