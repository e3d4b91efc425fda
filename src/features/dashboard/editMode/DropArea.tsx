/**
 * The grid's or a tab's content as a drop target: drops between its children, and into the space
 * after them (where an empty grid or tab takes its first component).
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { ROOT_ID } from '../layout/layoutConstants';
import { AREA_ATTRIBUTE } from './dropGeometry';
import { useLayoutDropTarget } from './useLayoutDropTarget';

const END_SPACE_PX = 64;

function useDropAreaRef<T extends HTMLElement>() {
  const elementRef = useRef<T | null>(null);
  const connectDropTarget = useLayoutDropTarget(elementRef);
  return useCallback(
    (node: T | null) => {
      elementRef.current = node;
      connectDropTarget(node);
    },
    [connectDropTarget],
  );
}

export function DropArea({ containerId, children }: { containerId: string; children: ReactNode }) {
  const attach = useDropAreaRef<HTMLDivElement>();
  return (
    <div ref={attach} {...{ [AREA_ATTRIBUTE]: containerId }} data-test="drop-area">
      {children}
      <div data-test="drop-area-end" style={{ minHeight: END_SPACE_PX }} />
    </div>
  );
}

/** The strip above the grid: tabs dropped here become the dashboard's top-level tabs. */
export function RootDropStrip() {
  const attach = useDropAreaRef<HTMLDivElement>();
  return (
    <div
      ref={attach}
      {...{ [AREA_ATTRIBUTE]: ROOT_ID }}
      data-test="root-drop-zone"
      style={{ height: 24, marginBottom: 8, borderRadius: 4, border: '1px dashed #d9d9d9' }}
      title="Drop tabs here to make them the dashboard's top-level tabs"
    />
  );
}
