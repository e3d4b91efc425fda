/**
 * Text edited in place (a header's text, a tab's title): shown as text, an input once clicked;
 * Enter or leaving the input keeps the change, Escape drops it. A title cannot become empty: an
 * empty input keeps the old text.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export function InlineText({
  value,
  placeholder,
  editable,
  label,
  onCommit,
}: {
  value: string;
  placeholder: string;
  /** Whether a click starts editing (a tab's title only once its tab is open). */
  editable: boolean;
  /** The input's accessible name. */
  label: string;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  // The input can blur as it goes away after Enter or Escape: one edit ends once.
  const ended = useRef(false);

  if (draft === null) {
    const start = (event: MouseEvent) => {
      // A tab would take the click (and the focus) back from the input.
      event.stopPropagation();
      ended.current = false;
      setDraft(value);
    };
    return (
      <span
        data-test="inline-text"
        onClick={editable ? start : undefined}
        style={{ cursor: editable ? 'text' : undefined }}
      >
        {value || placeholder}
      </span>
    );
  }

  const finish = (keep: boolean) => {
    if (ended.current) return;
    ended.current = true;
    setDraft(null);
    if (keep && draft.trim() !== '' && draft !== value) onCommit(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Tabs and the grid have keys of their own (arrows, space); typing must not reach them.
    event.stopPropagation();
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
  };
  return (
    <input
      data-test="inline-text-input"
      aria-label={label}
      autoFocus
      value={draft}
      placeholder={placeholder}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      // A tab seeing focus arrive inside it would take the focus back.
      onFocus={(event) => event.stopPropagation()}
      style={{ font: 'inherit', width: '100%', minWidth: 80, border: '1px solid #d9d9d9', borderRadius: 4 }}
    />
  );
}
