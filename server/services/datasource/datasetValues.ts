/**
 * The SELECT DISTINCT behind a column's filter values (Superset's SqlaTable.values_for_column): from
 * the table, or from a virtual dataset's rendered SQL; the dataset's fetch_values_predicate and an
 * optional case-insensitive search narrow it; ordered, limited.
 */
import { stripTrailingSemicolons } from '../../query/sqlStatements';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../../query/sqlTemplate';
import type { DatasetColumnRecord, DatasetRecord } from '../../store/datasets';
import { qualifiedTableName } from '../database/tableMetadata';

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The dataset as a FROM item: its table, or its rendered SQL as a subquery. */
function datasetFromClause(
  dataset: Pick<DatasetRecord, 'sql' | 'schema' | 'table_name' | 'template_params'>,
  user: TemplateUser,
): string {
  if (!dataset.sql) return qualifiedTableName(dataset.schema, dataset.table_name);
  const rendered = renderSqlTemplate(
    stripTrailingSemicolons(dataset.sql),
    parseTemplateParams(dataset.template_params),
    user,
  );
  return `(\n${rendered}\n) AS virtual_table`;
}

export function datasetValuesSql(
  dataset: Pick<DatasetRecord, 'sql' | 'schema' | 'table_name' | 'template_params' | 'fetch_values_predicate'>,
  column: Pick<DatasetColumnRecord, 'column_name' | 'expression'>,
  options: { limit: number; search: string | null; user: TemplateUser },
): string {
  const expression = column.expression ? `(${column.expression})` : quoteIdentifier(column.column_name);
  const conditions: string[] = [];
  if (dataset.fetch_values_predicate) {
    conditions.push(
      `(${renderSqlTemplate(dataset.fetch_values_predicate, parseTemplateParams(dataset.template_params), options.user)})`,
    );
  }
  if (options.search)
    conditions.push(`contains(lower(CAST(${expression} AS VARCHAR)), lower(${quoteLiteral(options.search)}))`);
  const where = conditions.length ? `\nWHERE ${conditions.join(' AND ')}` : '';
  return (
    `SELECT DISTINCT ${expression} AS ${quoteIdentifier(column.column_name)}\n` +
    `FROM ${datasetFromClause(dataset, options.user)}${where}\n` +
    `ORDER BY 1\nLIMIT ${options.limit}`
  );
}
