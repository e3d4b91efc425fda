import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

const MIN_PANE_PERCENT = 10;
const GUTTER_PX = 8;
const KEY_STEP_PERCENT = 5;

interface SplitPanesProps {
  /** Height of the top pane, in percent. */
  northPercent: number;
  /** Called once a drag (or a key press) ends with the new top and bottom percentages. */
  onResize: (northPercent: number, southPercent: number) => void;
  north: ReactNode;
  south: ReactNode;
}

const clampPercent = (percent: number) => Math.min(100 - MIN_PANE_PERCENT, Math.max(MIN_PANE_PERCENT, percent));

/** Two panes, one above the other, with a draggable splitter between them. */
export function SplitPanes({ northPercent, onResize, north, south }: SplitPanesProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [dragPercent, setDragPercent] = useState<number | null>(null);
  const percent = dragPercent ?? clampPercent(northPercent);

  const percentAt = (clientY: number) => {
    const rect = containerRef.current?.getBoundingClientRect();
    if (!rect || rect.height <= 0) return percent;
    return clampPercent(((clientY - rect.top) / rect.height) * 100);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragPercent(percent);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragPercent !== null) setDragPercent(percentAt(event.clientY));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragPercent === null) return;
    const next = Math.round(percentAt(event.clientY));
    setDragPercent(null);
    onResize(next, 100 - next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowUp' ? -KEY_STEP_PERCENT : event.key === 'ArrowDown' ? KEY_STEP_PERCENT : 0;
    if (!delta) return;
    event.preventDefault();
    const next = clampPercent(percent + delta);
    onResize(next, 100 - next);
  };

  return (
    <div ref={containerRef} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div
        style={{
          height: `calc(${percent}% - ${GUTTER_PX / 2}px)`,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {north}
      </div>
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize editor and results"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={MIN_PANE_PERCENT}
        aria-valuemax={100 - MIN_PANE_PERCENT}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ height: GUTTER_PX, cursor: 'row-resize', background: '#f0f0f0', flex: 'none', touchAction: 'none' }}
      />
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{south}</div>
    </div>
  );
}
