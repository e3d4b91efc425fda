import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the viewport a chart starts loading: scrolling reaches it with its data ready. */
const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * True once the element has come within NEAR_VIEWPORT_MARGIN of the viewport (and stays true).
 * Where IntersectionObserver is missing every element counts as seen. `onSeen` runs at that moment,
 * from the observer itself (a chart's query starts without waiting for a render).
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true, onSeen?: () => void): boolean {
  const [seen, setSeen] = useState(false);
  const latestOnSeen = useRef(onSeen);
  useEffect(() => {
    latestOnSeen.current = onSeen;
  }, [onSeen]);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      latestOnSeen.current?.();
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          latestOnSeen.current?.();
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, seen]);
  return seen;
}
