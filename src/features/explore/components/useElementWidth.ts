import { useEffect, useState } from 'react';

/**
 * The content width of an element that may mount after the page's first render (the chart area
 * only exists once explore has loaded), so it is observed from a callback ref.
 */
export function useElementWidth(initialWidth = 800) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver((entries) =>
      setWidth(Math.max(200, Math.floor(entries[0]!.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
