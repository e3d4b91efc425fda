import { useState, type ReactNode } from 'react';
import { Button } from 'antd';

const linkButtonStyle = { padding: 0, height: 'auto' } as const;

interface SeeMore {
  /** Inline details are shown. */
  expanded: boolean;
  /** The details modal is open. */
  modalOpen: boolean;
  closeModal: () => void;
  /** The 'See more' / 'See less' link, or nothing when there is nothing more to see. */
  toggle: ReactNode;
}

/** Every error display's 'See more': inline it expands the details in place, otherwise it opens them in a modal. */
export function useSeeMore(expandable: boolean, inline: boolean): SeeMore {
  const [expanded, setExpanded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const toggle = expandable && (
    <Button
      type="link"
      size="small"
      style={linkButtonStyle}
      aria-expanded={inline ? expanded : undefined}
      aria-haspopup={inline ? undefined : 'dialog'}
      onClick={() => (inline ? setExpanded((isExpanded) => !isExpanded) : setModalOpen(true))}
    >
      {inline && expanded ? 'See less' : 'See more'}
    </Button>
  );
  return { expanded, modalOpen, closeModal: () => setModalOpen(false), toggle };
}
