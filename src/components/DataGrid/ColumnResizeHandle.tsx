import { useRef, type PointerEvent } from 'react';

interface ColumnResizeHandleProps {
  columnName: string;
  width: number;
  onResize: (width: number) => void;
  /** Double-click: back to the estimated width. */
  onReset: () => void;
}

/** The draggable right edge of a column header. */
export function ColumnResizeHandle({ columnName, width, onResize, onReset }: ColumnResizeHandleProps) {
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number } | null>(null);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    onResize(current.startWidth + event.clientX - current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return (
    <div
      className="tessera-data-grid__resize-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${columnName}`}
      aria-valuenow={width}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => {
        event.stopPropagation();
        onReset();
      }}
    />
  );
}
