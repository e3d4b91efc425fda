import { memo } from 'react';
import AceEditor from 'react-ace';
import type { Ace } from 'ace-builds';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/ext-language_tools';
import { buildCompletionWords, completionsFor } from '../../src/features/sqlLab/autocomplete';
import { BENCH_COLUMNS } from './generateRows';
import { SQL_ACE_PROPS, SQL_AUTOCOMPLETE_OPTIONS } from '../../src/features/sqlLab/components/sqlAceProps';

/** What autocomplete offers: SQL keywords, plus one left-bar table with the bench's columns. */
const COMPLETION_WORDS = buildCompletionWords({
  schemas: ['main'],
  schemaTables: ['orders', 'customers'],
  leftBarTables: [
    {
      name: 'orders',
      schema: 'main',
      columns: BENCH_COLUMNS.map((column) => ({ name: column.column_name, type: column.type ?? 'VARCHAR', keys: [] })),
    },
  ],
});

const COMPLETER: Ace.Completer = {
  getCompletions: (_editor, _session, _position, prefix, callback) => {
    callback(
      null,
      completionsFor(COMPLETION_WORDS, prefix).map((word) => ({
        caption: word.name,
        value: word.value,
        score: word.score,
        meta: word.meta,
      })),
    );
  },
};

interface BenchSqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  height: string;
  onLoad: (editor: Ace.Editor) => void;
}

/**
 * The SQL editor as SQL Lab's SqlEditor configures ace (SQL mode, github theme, basic and live
 * autocomplete with a completer of its own, no worker, the same font size and options), without
 * SqlEditor's store wiring: SqlEditor reads the Redux store and the API, which this page has not.
 * The ace settings come from SqlEditor's own SQL_ACE_PROPS (its language tools loaded up front here:
 * the bench times typing with autocompletion on).
 */
export const BenchSqlEditor = memo(function BenchSqlEditor({ value, onChange, height, onLoad }: BenchSqlEditorProps) {
  const handleLoad = (editor: Ace.Editor) => {
    (editor as Ace.Editor & { completers: Ace.Completer[] }).completers = [COMPLETER];
    onLoad(editor);
  };
  return (
    <AceEditor
      name="sql-editor"
      className="sqllab-sql-editor"
      {...SQL_ACE_PROPS}
      {...SQL_AUTOCOMPLETE_OPTIONS}
      height={height}
      value={value}
      onChange={onChange}
      onLoad={handleLoad}
    />
  );
});
