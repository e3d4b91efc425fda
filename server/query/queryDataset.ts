/**
 * The dataset side of a compiled query: the FROM clause (a physical table, or a virtual dataset's
 * rendered SELECT as a subquery), and SQL for its columns — physical columns as quoted names,
 * computed columns as their checked expression, temporal columns as timestamps (epoch and string
 * columns converted) and as time-filter literals.
 */
import type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from '../store/datasetTypes';
import type { GenericType } from '../engines/types';
import { QueryObjectValidationError } from './queryErrors';
import { cleanFragment } from './sqlFragmentGuard';
import { formatWallClock, numberLiteral, quoteIdentifier, stringLiteral, timestampLiteral } from './sqlLiterals';
import { isMutatingStatement, splitStatements, stripTrailingSemicolons } from './sqlStatements';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from './sqlTemplate';
import { applyTimeGrain } from './timeGrains';

const VIRTUAL_TABLE_ALIAS = 'virtual_table';

const ANONYMOUS_USER: TemplateUser = { id: 0, username: '', email: '' };

interface TemplateOptions {
  /** ENABLE_TEMPLATE_PROCESSING: render `{{ … }}` in the dataset SQL and custom SQL fragments. */
  enabled: boolean;
  user: TemplateUser | null;
}

/** The dataset with lookups by name, and the template renderer of its SQL fragments. */
export class QueryDataset {
  readonly columnsByName: ReadonlyMap<string, DatasetColumnRecord>;
  readonly metricsByName: ReadonlyMap<string, DatasetMetricRecord>;
  private readonly templateParams: Record<string, unknown>;

  constructor(
    readonly record: DatasetRecord,
    private readonly template: TemplateOptions,
  ) {
    this.columnsByName = new Map(record.columns.map((column) => [column.column_name, column]));
    this.metricsByName = new Map(record.metrics.map((metric) => [metric.metric_name, metric]));
    this.templateParams = parseTemplateParams(record.template_params);
  }

  get columnNames(): string[] {
    return this.record.columns.map((column) => column.column_name);
  }

  get temporalColumnNames(): string[] {
    return this.record.columns.filter((column) => column.is_dttm).map((column) => column.column_name);
  }

  /** A SQL fragment with its template rendered (when templating is on). */
  render(sql: string): string {
    if (!this.template.enabled || !/\{\{|\{%|\{#/.test(sql)) return sql;
    return renderSqlTemplate(sql, this.templateParams, this.template.user ?? ANONYMOUS_USER);
  }

  /** A custom SQL fragment rendered, checked and wrapped in parentheses. */
  fragment(sql: string): string {
    return cleanFragment(this.render(sql));
  }

  /** The FROM clause: the physical table, or the virtual dataset's SELECT aliased virtual_table. */
  fromClause(): string {
    const { sql, schema, table_name: table } = this.record;
    if (sql === null || sql.trim() === '') {
      return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` : quoteIdentifier(table);
    }
    const rendered = stripTrailingSemicolons(this.render(sql).trim());
    const statements = splitStatements(rendered);
    if (statements.length === 0) throw new QueryObjectValidationError('Virtual dataset query cannot be empty');
    if (statements.length > 1)
      throw new QueryObjectValidationError('Virtual dataset query cannot consist of multiple statements');
    if (isMutatingStatement(statements[0]))
      throw new QueryObjectValidationError('Virtual dataset query must be read-only');
    return `(\n${statements[0]}\n) AS ${quoteIdentifier(VIRTUAL_TABLE_ALIAS)}`;
  }

  /** A dataset column's SQL: its quoted name, or its computed expression. */
  columnSql(column: DatasetColumnRecord): string {
    return column.expression && column.expression.trim()
      ? this.fragment(column.expression)
      : quoteIdentifier(column.column_name);
  }

  /** A saved metric's SQL (its expression, checked like any custom SQL). */
  metricSql(metric: DatasetMetricRecord): string {
    return this.fragment(metric.expression);
  }

  genericTypeOf(column: DatasetColumnRecord): GenericType {
    return column.type_generic ?? 'string';
  }

  /** The column as a timestamp: epoch numbers and text dates converted, then truncated to `grain`. */
  timestampSql(column: DatasetColumnRecord, grain: string | null | undefined): string {
    return applyTimeGrain(this.rawTimestampSql(column), grain);
  }

  private rawTimestampSql(column: DatasetColumnRecord): string {
    const sql = this.columnSql(column);
    const format = column.python_date_format;
    if (format === 'epoch_s') return `TO_TIMESTAMP(${sql})`;
    if (format === 'epoch_ms') return `EPOCH_MS(CAST(${sql} AS BIGINT))`;
    if (this.genericTypeOf(column) === 'string' || isTextType(column.type)) {
      return format ? `STRPTIME(${sql}, ${stringLiteral(format)})` : `CAST(${sql} AS TIMESTAMP)`;
    }
    return sql;
  }

  /**
   * A bound of a time filter on the column, as Superset's dttm_sql_literal: epoch numbers for epoch
   * columns, formatted text for text columns, else a TIMESTAMP literal.
   */
  timeLiteral(column: DatasetColumnRecord, date: Date): string {
    const format = column.python_date_format;
    if (format === 'epoch_s') return numberLiteral(Math.floor(date.getTime() / 1000));
    if (format === 'epoch_ms') return numberLiteral(date.getTime());
    if (this.genericTypeOf(column) === 'string' || isTextType(column.type)) {
      return format
        ? `STRFTIME(${timestampLiteral(date)}, ${stringLiteral(format)})`
        : stringLiteral(formatWallClock(date, true));
    }
    return timestampLiteral(date);
  }
}

function isTextType(type: string | null): boolean {
  return type !== null && /^(VARCHAR|TEXT|STRING|CHAR|BPCHAR)/i.test(type.trim());
}
