import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { CodeEditorProps } from './CodeEditor';

// Ace loads only when an editor opens, not with the page that offers it.
const CodeEditor = lazy(() => import('./CodeEditor'));

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Spin />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
