/** What an example chart is made of, and the adhoc metrics its form data uses. */
import type { AdhocMetricSimple, AdhocMetricSql, Aggregate } from '../../common/queryObject';

export interface ExampleChart {
  /** Fixed, so that the same example is never created twice and dashboards can find it. */
  uuid: string;
  slice_name: string;
  description: string;
  /** `schema.table` of the example dataset. */
  dataset: string;
  /** The form data without `datasource`, which is added once the dataset's id is known. */
  params: { viz_type: string; [key: string]: unknown };
}

/** An adhoc metric on a column, as Explore's metric popover saves it. */
export function simpleMetric(aggregate: Aggregate, column: string, label?: string): AdhocMetricSimple {
  return {
    expressionType: 'SIMPLE',
    aggregate,
    column: { column_name: column },
    label: label ?? `${aggregate}(${column})`,
    hasCustomLabel: label !== undefined,
    optionName: `metric_${aggregate.toLowerCase()}_${column}`,
  };
}

/** An adhoc SQL metric with its label. */
export function sqlMetric(sqlExpression: string, label: string): AdhocMetricSql {
  return {
    expressionType: 'SQL',
    sqlExpression,
    label,
    hasCustomLabel: true,
    optionName: `metric_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
  };
}
