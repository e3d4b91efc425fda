/**
 * Walks the parse tree DuckDB's `json_serialize_sql` gives of one statement and collects the
 * tables it reads, the way DuckDB's binder resolves names: an unqualified name that matches a CTE
 * in scope is that CTE (a CTE sees only the CTEs defined before it, a recursive one also sees
 * itself in its recursive part), anything else is a table or a view. Whatever could read data
 * without naming a table — a table function other than a pure generator, a function defined in
 * the database (it may shadow a built-in), a function reading session state, a metadata listing —
 * is reported as needing access to the whole database.
 *
 * Every node of the tree is visited, so a table is found wherever it sits (joins, subqueries in
 * any clause, set operations, PIVOT sources, SUMMARIZE/DESCRIBE targets, function arguments).
 */

export interface TableReference {
  /** As written; null when not given. */
  catalog: string | null;
  schema: string | null;
  table: string;
}

export type DatabaseLevelReason =
  | { kind: 'table_function'; name: string }
  | { kind: 'function'; name: string }
  | { kind: 'metadata_listing' }
  | { kind: 'statement'; keyword: string }
  | { kind: 'syntax'; message: string }
  | { kind: 'unknown_table_ref'; type: string };

/** Table functions that only generate values from their arguments (which are walked too). */
const GENERATOR_TABLE_FUNCTIONS: ReadonlySet<string> = new Set([
  'range',
  'generate_series',
  'unnest',
  'repeat_row',
  'json_each',
  'json_tree',
]);

/** Built-in scalar functions that read state other than their arguments (session variables, settings). */
export const STATEFUL_SCALAR_FUNCTIONS: ReadonlySet<string> = new Set([
  'getvariable',
  'current_setting',
  'json_execute_serialized_sql',
]);

/** Table reference types that read nothing by themselves; their children are walked. */
const PLAIN_TABLE_REFS = new Set(['JOIN', 'SUBQUERY', 'EMPTY', 'EXPRESSION_LIST', 'PIVOT']);

type JsonObject = Record<string, unknown>;

interface WalkResult {
  tables: TableReference[];
  /** The first reason found for needing database-level access, or null. */
  databaseLevel: DatabaseLevelReason | null;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** DuckDB matches identifiers case-insensitively, quoted or not. */
function identifierKey(name: string): string {
  return name.toLowerCase();
}

class TreeWalker {
  /** With where they start in the statement, to report them in the order they are written. */
  readonly tables: Array<{ reference: TableReference; location: number }> = [];
  databaseLevel: DatabaseLevelReason | null = null;

  constructor(private readonly databaseFunctions: ReadonlySet<string>) {}

  needDatabase(reason: DatabaseLevelReason): void {
    this.databaseLevel ??= reason;
  }

  walk(value: unknown, scope: ReadonlySet<string>): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope);
      return;
    }
    if (!isObject(value)) return;
    if (isObject(value.cte_map)) this.walkQueryNode(value, scope);
    else if (value.type === 'RECURSIVE_CTE_NODE') this.walkRecursiveCte(value, scope);
    else if (value.type === 'BASE_TABLE') this.walkBaseTable(value, scope);
    else if (value.type === 'TABLE_FUNCTION') this.walkTableFunction(value, scope);
    else if (value.type === 'SHOW_REF') this.walkShow(value, scope);
    else if (typeof value.function_name === 'string' && 'class' in value) this.walkFunctionCall(value, scope);
    else {
      if (isTableRef(value) && !PLAIN_TABLE_REFS.has(text(value.type)))
        this.needDatabase({ kind: 'unknown_table_ref', type: text(value.type) });
      this.walkFields(value, scope);
    }
  }

  private walkFields(node: JsonObject, scope: ReadonlySet<string>, skip: readonly string[] = []): void {
    for (const [key, child] of Object.entries(node)) if (!skip.includes(key)) this.walk(child, scope);
  }

  /** A query node with its WITH list: each CTE sees the ones before it; the body sees them all. */
  private walkQueryNode(node: JsonObject, scope: ReadonlySet<string>): void {
    const cteMap = node.cte_map as JsonObject;
    const entries = Array.isArray(cteMap.map) ? cteMap.map : [];
    let inScope = new Set(scope);
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      this.walk(entry.value, inScope);
      inScope = new Set([...inScope, identifierKey(text(entry.key))]);
    }
    if (node.type === 'RECURSIVE_CTE_NODE') this.walkRecursiveCte(node, inScope, ['cte_map']);
    else this.walkFields(node, inScope, ['cte_map']);
  }

  /** `WITH RECURSIVE r AS (anchor UNION recursive)`: only the recursive part reads `r` itself. */
  private walkRecursiveCte(node: JsonObject, scope: ReadonlySet<string>, skip: readonly string[] = []): void {
    const self = identifierKey(text(node.cte_name));
    this.walk(node.right, self ? new Set([...scope, self]) : scope);
    this.walkFields(node, scope, [...skip, 'right']);
  }

  private walkBaseTable(ref: JsonObject, scope: ReadonlySet<string>): void {
    const table = text(ref.table_name);
    const schema = text(ref.schema_name);
    const catalog = text(ref.catalog_name);
    const isCte = !schema && !catalog && scope.has(identifierKey(table));
    const location = typeof ref.query_location === 'number' ? ref.query_location : Number.MAX_SAFE_INTEGER;
    if (!isCte) this.tables.push({ reference: { catalog: catalog || null, schema: schema || null, table }, location });
    this.walkFields(ref, scope);
  }

  private walkTableFunction(ref: JsonObject, scope: ReadonlySet<string>): void {
    const fn = isObject(ref.function) ? ref.function : {};
    const name = identifierKey(text(fn.function_name));
    if (!GENERATOR_TABLE_FUNCTIONS.has(name) || this.databaseFunctions.has(name)) {
      this.needDatabase({ kind: 'table_function', name: text(fn.function_name) });
    }
    // The function node itself was judged as a table function; its arguments may hold subqueries.
    this.walkFields(fn, scope);
    this.walkFields(ref, scope, ['function']);
  }

  /** SUMMARIZE/DESCRIBE/SHOW of a table or query read it; SHOW TABLES and the like list metadata. */
  private walkShow(ref: JsonObject, scope: ReadonlySet<string>): void {
    if (!isObject(ref.query)) this.needDatabase({ kind: 'metadata_listing' });
    this.walkFields(ref, scope);
  }

  private walkFunctionCall(call: JsonObject, scope: ReadonlySet<string>): void {
    // Names, not schemas, decide: DuckDB's parser itself qualifies some built-ins (`[1, 2]` is
    // main.list_value), and a function defined in the database is caught by name in any schema.
    const name = identifierKey(text(call.function_name));
    if (this.databaseFunctions.has(name) || STATEFUL_SCALAR_FUNCTIONS.has(name)) {
      this.needDatabase({ kind: 'function', name: text(call.function_name) });
    }
    this.walkFields(call, scope);
  }
}

/** A table reference node (as opposed to an expression or a query node). */
function isTableRef(node: JsonObject): boolean {
  return (
    typeof node.type === 'string' && 'alias' in node && 'sample' in node && !('class' in node) && !('modifiers' in node)
  );
}

/**
 * The tables one serialized statement reads. `databaseFunctions` are the (lower-case) names of
 * functions and macros defined in the database: they may shadow built-ins and read anything.
 */
export function walkStatement(statement: unknown, databaseFunctions: ReadonlySet<string>): WalkResult {
  const walker = new TreeWalker(databaseFunctions);
  walker.walk(statement, new Set());
  const tables = [...walker.tables].sort((a, b) => a.location - b.location).map(({ reference }) => reference);
  return { tables, databaseLevel: walker.databaseLevel };
}
