import AceEditor from 'react-ace';
import type { Ace } from 'ace-builds';
import 'ace-builds/src-noconflict/mode-json';
import 'ace-builds/src-noconflict/mode-css';
import 'ace-builds/src-noconflict/theme-github';

export interface CodeEditorProps {
  mode: 'json' | 'css';
  value: string;
  onChange: (value: string) => void;
  /** Names the editor's text input for assistive technology (and tests). */
  ariaLabel: string;
  height?: string;
}

/** An ace editor for the metadata (JSON) and the dashboard's CSS; no worker (the page's CSP allows none). */
export default function CodeEditor({ mode, value, onChange, ariaLabel, height = '240px' }: CodeEditorProps) {
  return (
    <AceEditor
      mode={mode}
      theme="github"
      name={`dashboard-${mode}-editor`}
      width="100%"
      height={height}
      value={value}
      onChange={onChange}
      showPrintMargin={false}
      fontSize={13}
      editorProps={{ $blockScrolling: true }}
      setOptions={{ useWorker: false, tabSize: 2 }}
      onLoad={(editor: Ace.Editor) => {
        editor.textInput.getElement().setAttribute('aria-label', ariaLabel);
      }}
    />
  );
}
