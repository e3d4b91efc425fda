/** The visually hidden live region that reads keyboard layout edits out to screen readers. */
import type { CSSProperties } from 'react';
import type { LayoutAnnouncement } from '../../hooks/useKeyboardLayoutMoves';

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function LayoutAnnouncer({ announcement }: { announcement: LayoutAnnouncement }) {
  return (
    <div data-test="layout-announcer" aria-live="polite" aria-atomic="true" style={VISUALLY_HIDDEN}>
      {/* A new node for every announcement, so the same text said twice is read twice. */}
      <span key={announcement.sequence}>{announcement.text}</span>
    </div>
  );
}
