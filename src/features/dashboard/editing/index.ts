/**
 * The dashboard layout's editing verbs, each a pure function of a layout that returns the next
 * layout or the reason it refused (the spec's message where there is one), never changing its
 * input. The edit-mode UI and the undoable layout slice build on these.
 */
export type { LayoutEditResult, NewComponentId } from './editResult';
export { createComponent } from './createComponent';
export { moveComponent } from './moveComponent';
export { deleteComponent } from './deleteComponent';
export { resizeComponent } from './resizeComponent';
export { updateComponentMeta } from './updateComponentMeta';
export { createTopLevelTabs, deleteTopLevelTabs } from './topLevelTabs';
export { isValidChild, subtreeIsValid } from './isValidChild';
export { componentDepths } from './componentDepth';
export { availableWidth, minimumWidth, occupiedWidth } from './componentWidth';
export { DOES_NOT_FIT, widthFromDrop } from './widthFromDrop';
export { parentMap } from './layoutTree';
export { keyboardMoveTarget, keyboardResize, type KeyboardMoveDirection } from './keyboardMoves';
