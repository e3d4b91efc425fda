import type { Ace } from 'ace-builds';
import { SQL_AUTOCOMPLETE_OPTIONS } from './sqlAceProps';

let languageTools: Promise<unknown> | null = null;

/**
 * ace's autocompletion (its language tools, ~15 kB gzip) is fetched when the user first presses a
 * key in the editor, so SQL Lab paints without it; suggestions come from the next keystroke on.
 * A failed download leaves the editor as it is and is tried again at the next key.
 */
export function enableAutocompletionOnFirstKey(editor: Ace.Editor): void {
  const enable = () => {
    languageTools ??= import('ace-builds/src-noconflict/ext-language_tools');
    languageTools.then(
      () => editor.setOptions(SQL_AUTOCOMPLETE_OPTIONS),
      () => {
        languageTools = null;
        editor.container.addEventListener('keydown', enable, { once: true });
      },
    );
  };
  editor.container.addEventListener('keydown', enable, { once: true });
}
