/** Folding the active tab's pending edits (`unsavedQueryEditor`) over its listed copy. */
import type { QueryEditor, UnsavedQueryEditor } from './types';

/** The editor as the user sees it: its listed fields with its unsaved edits on top. */
export function withUnsavedEdits(editor: QueryEditor, unsaved: UnsavedQueryEditor): QueryEditor {
  return unsaved.id === editor.id ? { ...editor, ...unsaved, id: editor.id } : editor;
}

/** Id of the active tab: the last entry of the tab history. */
export function activeQueryEditorId(tabHistory: readonly string[]): string | null {
  return tabHistory.length > 0 ? tabHistory[tabHistory.length - 1] : null;
}
