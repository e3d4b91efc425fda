/**
 * DuckDB's own parser, asked through `json_serialize_sql` on a private in-memory instance that can
 * reach nothing: external access off, extensions neither installed nor loaded, configuration
 * locked. The SQL is passed as a bound parameter, so it is only ever parsed, never run.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

/** What `json_serialize_sql` answers: the statements' parse trees, or why there are none. */
type SerializedScript = { ok: true; statements: unknown[] } | { ok: false; errorType: string; message: string };

const PARSER_CONFIG: Record<string, string> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  threads: '1',
  memory_limit: '64MB',
  lock_configuration: 'true',
};

let connection: Promise<DuckDBConnection> | null = null;
/** One call at a time on the shared connection. */
let queue: Promise<unknown> = Promise.resolve();

async function openConnection(): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(':memory:', PARSER_CONFIG);
  return instance.connect();
}

function parserConnection(): Promise<DuckDBConnection> {
  connection ??= openConnection().catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

interface SerializeReply {
  error?: boolean;
  error_type?: string;
  error_message?: string;
  statements?: unknown[];
}

async function serializeNow(sql: string): Promise<SerializedScript> {
  const conn = await parserConnection();
  const reader = await conn.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [sql]);
  const text = reader.getRowObjectsJS()[0]?.tree;
  const reply = JSON.parse(String(text)) as SerializeReply;
  if (reply.error) return { ok: false, errorType: reply.error_type ?? 'unknown', message: reply.error_message ?? '' };
  return { ok: true, statements: reply.statements ?? [] };
}

/** Parses a script (one or more statements) with DuckDB; never runs it. */
export function serializeSql(sql: string): Promise<SerializedScript> {
  const result = queue.then(() => serializeNow(sql));
  queue = result.catch(() => undefined);
  return result;
}
