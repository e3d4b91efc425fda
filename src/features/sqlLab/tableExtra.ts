/**
 * What the table card shows of a table's engine-specific extras (the database API's table extra
 * metadata, reference superset-api-sqllab §7.1): Presto and Hive report `partitions` with the
 * `latest` partition values and a `partitionQuery`; engines may add a `metadata` dict of
 * properties. Engines without any (DuckDB) answer `{}`, and nothing is shown.
 */

interface TableExtraSummary {
  /** The latest partition as `column=value` pairs joined by '/', or null. */
  latestPartition: string | null;
  /** The query that lists the table's partitions, offered for copying, or null. */
  partitionQuery: string | null;
  /** The engine's table properties, in the order the server sent them. */
  properties: Array<[string, string]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function displayValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function latestPartitionOf(partitions: Record<string, unknown>): string | null {
  if (!isRecord(partitions.latest)) return null;
  const pairs = Object.entries(partitions.latest).map(([column, value]) => `${column}=${displayValue(value)}`);
  return pairs.length > 0 ? pairs.join('/') : null;
}

/** The parts of a table's extras worth showing, or null when there is nothing to show. */
export function summarizeTableExtra(extra: unknown): TableExtraSummary | null {
  if (!isRecord(extra)) return null;
  const partitions = isRecord(extra.partitions) ? extra.partitions : null;
  const latestPartition = partitions ? latestPartitionOf(partitions) : null;
  const partitionQuery =
    partitions && typeof partitions.partitionQuery === 'string' && partitions.partitionQuery !== ''
      ? partitions.partitionQuery
      : null;
  const properties: Array<[string, string]> = isRecord(extra.metadata)
    ? Object.entries(extra.metadata).map(([key, value]) => [key, displayValue(value)])
    : [];
  if (latestPartition === null && partitionQuery === null && properties.length === 0) return null;
  return { latestPartition, partitionQuery, properties };
}
