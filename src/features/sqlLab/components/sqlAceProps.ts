/** The ace settings of SQL Lab's editor, shared with the bench harness so both measure the same editor. */
export const SQL_ACE_PROPS = {
  mode: 'sql',
  theme: 'github',
  width: '100%',
  enableBasicAutocompletion: true,
  enableLiveAutocompletion: true,
  showPrintMargin: false,
  fontSize: 13,
  editorProps: { $blockScrolling: true },
  setOptions: { useWorker: false, tabSize: 2 },
} as const;
