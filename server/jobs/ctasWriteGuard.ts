/**
 * An engine over a writable database file that only SQL Lab's CTAS/CVAS may write to: the examples
 * database allows CTAS but not DML, so its file is opened read-write and this guard refuses every
 * other statement that could change it — from any caller (SQL Lab, the cost estimate's EXPLAIN,
 * chart queries) — with the DML refusal. It reads the SQL with its own lexer, so it tells the
 * engine how many statements it saw: the engine refuses SQL its parser splits otherwise (a comment
 * or quote read differently could hide a statement). After a table or view is created it tells
 * `onCreated` (the table lists cache it).
 */
import {
  EngineError,
  type QueryEngine,
  type QueryResult,
  type Row,
  type RunOptions,
  type TableInfo,
  type TableListItem,
} from '../engines/types';
import { isWritingOrSessionStatement, splitStatements } from '../query/sqlStatements';
import { ctasTargetOfScript, type CtasTarget } from './ctas';
import { DML_NOT_ALLOWED_MESSAGE } from './queryErrors';

export class CtasWriteGuard implements QueryEngine {
  constructor(
    private readonly engine: QueryEngine,
    private readonly onCreated: (target: CtasTarget) => void,
  ) {}

  get backend(): string {
    return this.engine.backend;
  }

  get sqlDialect(): string {
    return this.engine.sqlDialect;
  }

  async run(sql: string, options?: RunOptions): Promise<QueryResult> {
    const statements = splitStatements(sql);
    const target = ctasTargetOfScript(sql);
    if (!target && statements.some(isWritingOrSessionStatement))
      throw new EngineError(DML_NOT_ALLOWED_MESSAGE, 'dml_not_allowed');
    const result = await this.engine.run(sql, { ...options, expectedStatements: statements.length });
    if (target) this.onCreated(target);
    return result;
  }

  /** `EXPLAIN ANALYZE` runs its statement: a writing one is refused like a run. */
  explain(sql: string, options?: Pick<RunOptions, 'schema' | 'signal'>): Promise<Row[]> {
    const statements = splitStatements(sql);
    if (statements.some(isWritingOrSessionStatement))
      return Promise.reject(new EngineError(DML_NOT_ALLOWED_MESSAGE, 'dml_not_allowed'));
    return this.engine.explain(sql, { ...options, expectedStatements: statements.length });
  }

  listSchemas(): Promise<string[]> {
    return this.engine.listSchemas();
  }

  listTables(schema: string): Promise<TableListItem[]> {
    return this.engine.listTables(schema);
  }

  describeTable(schema: string, table: string): Promise<TableInfo | null> {
    return this.engine.describeTable(schema, table);
  }

  close(): Promise<void> {
    return this.engine.close();
  }
}
