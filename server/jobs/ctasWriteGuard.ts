/**
 * An engine over a writable database file that only SQL Lab's CTAS/CVAS may write to: the examples
 * database allows CTAS but not DML, so its file is opened read-write and this guard refuses every
 * other statement that could change it — from any caller (SQL Lab, the cost estimate's EXPLAIN,
 * chart queries) — with the DML refusal. After a table or view is created it tells `onCreated`
 * (the table lists cache it).
 */
import { EngineError, type QueryEngine, type QueryResult, type Row, type RunOptions, type TableInfo, type TableListItem } from '../engines/types';
import { isMutatingStatement, isWritingOrSessionStatement, splitStatements } from '../query/sqlStatements';
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
    const target = ctasTargetOfScript(sql);
    if (!target && splitStatements(sql).some(isWritingOrSessionStatement)) throw new EngineError(DML_NOT_ALLOWED_MESSAGE);
    const result = await this.engine.run(sql, options);
    if (target) this.onCreated(target);
    return result;
  }

  /** `EXPLAIN ANALYZE` runs its statement: a mutating one is refused like a run. */
  explain(sql: string, options?: Pick<RunOptions, 'schema' | 'signal'>): Promise<Row[]> {
    if (isMutatingStatement(sql)) return Promise.reject(new EngineError(DML_NOT_ALLOWED_MESSAGE));
    return this.engine.explain(sql, options);
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
