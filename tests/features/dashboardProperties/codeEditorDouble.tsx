import type { CodeEditorProps } from '../../../src/features/dashboardProperties/CodeEditor';

/** The ace editor's stand-in for jsdom: a plain textarea with the same props. */
export default function CodeEditorDouble({ value, onChange, ariaLabel }: CodeEditorProps) {
  return <textarea aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value)} />;
}
