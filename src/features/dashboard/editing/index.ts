/**
 * The dashboard layout's editing verbs, each a pure function of a layout that returns the next
 * layout or the reason it refused (the spec's message where there is one), never changing its
 * input. The edit-mode UI and the undoable layout slice build on these.
 */
// ts-unused-exports:disable-next-line
export type { LayoutEditResult, NewComponentId } from './editResult';
// ts-unused-exports:disable-next-line
export { createComponent, type CreateComponentArgs } from './createComponent';
// ts-unused-exports:disable-next-line
export { moveComponent, type MoveComponentArgs } from './moveComponent';
// ts-unused-exports:disable-next-line
export { deleteComponent } from './deleteComponent';
// ts-unused-exports:disable-next-line
export { resizeComponent, type ResizeComponentArgs } from './resizeComponent';
// ts-unused-exports:disable-next-line
export { updateComponentMeta } from './updateComponentMeta';
// ts-unused-exports:disable-next-line
export { createTopLevelTabs, deleteTopLevelTabs } from './topLevelTabs';
// ts-unused-exports:disable-next-line
export { isValidChild, subtreeIsValid } from './isValidChild';
// ts-unused-exports:disable-next-line
export { componentDepths } from './componentDepth';
// ts-unused-exports:disable-next-line
export { availableWidth, minimumWidth, occupiedWidth, isResizable } from './componentWidth';
// ts-unused-exports:disable-next-line
export { DOES_NOT_FIT, widthFromDrop } from './widthFromDrop';
// ts-unused-exports:disable-next-line
export { shouldWrapInRow } from './placement';
// ts-unused-exports:disable-next-line
export { parentMap } from './layoutTree';
