/**
 * The resize handle of a chart, markdown (width and height) or column (width): pointer events, a
 * snapped outline of the new size while dragging (local state: the grid does not re-render), and
 * one resize edit on release.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import type { LayoutComponent } from '../dashboardLayoutSlice';
import { componentHeightPx, componentWidthPx } from '../layout/gridGeometry';
import { applyLayoutEdit } from '../state/layoutEditing';
import {
  resizableSides,
  resizeLimits,
  snappedSize,
  storedSize,
  type GridSize,
  type ResizeLimits,
} from './resizeSnapping';

interface ResizeStart {
  x: number;
  y: number;
  size: GridSize;
  limits: ResizeLimits;
}

const HANDLE_SIZE = 12;
const OUTLINE_COLOUR = '#20a7c9';

export function ResizeHandle({
  component,
  parentId,
  parentType,
  gridWidthPx,
}: {
  component: LayoutComponent;
  parentId: string;
  parentType: string;
  gridWidthPx: number;
}) {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const start = useRef<ResizeStart | null>(null);
  const [preview, setPreview] = useState<GridSize | null>(null);
  const sides = resizableSides(component.type, parentType);
  if (!sides.width && !sides.height) return null;

  const sizeAt = (event: PointerEvent, from: ResizeStart) =>
    snappedSize(from.size, event.clientX - from.x, event.clientY - from.y, gridWidthPx, from.limits);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const layout = store.getState().dashboardLayout.present;
    const current = layout[component.id];
    if (!current) return;
    const size = storedSize(current.meta);
    start.current = { x: event.clientX, y: event.clientY, size, limits: resizeLimits(layout, component.id, parentId) };
    setPreview(size);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (from) setPreview(sizeAt(event, from));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    setPreview(null);
    if (!from) return;
    const size = sizeAt(event, from);
    const width = from.limits.width && size.width !== from.size.width ? size.width : undefined;
    const height = from.limits.height && size.height !== from.size.height ? size.height : undefined;
    if (width !== undefined || height !== undefined) {
      dispatch(applyLayoutEdit({ kind: 'resize', componentId: component.id, width, height }));
    }
  };
  const onPointerCancel = () => {
    start.current = null;
    setPreview(null);
  };

  const both = sides.width && sides.height;
  const cursor = both ? 'nwse-resize' : sides.width ? 'ew-resize' : 'ns-resize';
  return (
    <>
      {preview ? (
        <div
          data-test="resize-preview"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: sides.width ? componentWidthPx(preview.width, gridWidthPx) : '100%',
            height: sides.height ? componentHeightPx(preview.height) : '100%',
            border: `2px dashed ${OUTLINE_COLOUR}`,
            pointerEvents: 'none',
            zIndex: 3,
          }}
        >
          <span
            style={{ position: 'absolute', right: 4, bottom: 4, background: '#fff', fontSize: 12, padding: '0 4px' }}
          >
            {sides.height ? `${preview.width} × ${preview.height}` : preview.width}
          </span>
        </div>
      ) : null}
      <div
        data-test="resize-handle"
        role="separator"
        aria-label="Resize"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        style={{
          position: 'absolute',
          right: -HANDLE_SIZE / 2,
          bottom: both || !sides.width ? -HANDLE_SIZE / 2 : `calc(50% - ${HANDLE_SIZE}px)`,
          left: both || sides.width ? undefined : `calc(50% - ${HANDLE_SIZE}px)`,
          width: both ? HANDLE_SIZE : sides.width ? HANDLE_SIZE / 2 : HANDLE_SIZE * 2,
          height: both ? HANDLE_SIZE : sides.width ? HANDLE_SIZE * 2 : HANDLE_SIZE / 2,
          cursor,
          touchAction: 'none',
          background: OUTLINE_COLOUR,
          borderRadius: 2,
          zIndex: 4,
        }}
      />
    </>
  );
}
