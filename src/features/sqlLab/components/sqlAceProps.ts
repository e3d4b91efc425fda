/** The ace settings of SQL Lab's editor, shared with the bench harness so both measure the same editor. */
export const SQL_ACE_PROPS = {
  mode: 'sql',
  theme: 'github',
  width: '100%',
  showPrintMargin: false,
  fontSize: 13,
  editorProps: { $blockScrolling: true },
  setOptions: { useWorker: false, tabSize: 2 },
} as const;

/** Basic (Ctrl+Space) and live autocompletion: options of ace's language tools, set once those have arrived. */
export const SQL_AUTOCOMPLETE_OPTIONS = {
  enableBasicAutocompletion: true,
  enableLiveAutocompletion: true,
} as const;
