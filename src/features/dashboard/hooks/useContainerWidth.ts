import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width in px, followed as it resizes; null until first measured, which
 * happens before the first paint (a layout effect), `fallback` where nothing measures (jsdom).
 * A grid that waits for it renders its components once, at their real sizes: rendering them at
 * a guessed width and again at the measured one cost a dashboard two renders and two layouts.
 */
export function useMeasuredWidth(ref: RefObject<HTMLElement | null>, fallback: number): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setWidth((current) => (measured > 0 ? Math.floor(measured) : (current ?? fallback)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

/** As useMeasuredWidth, with `fallback` until measured. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  return useMeasuredWidth(ref, fallback) ?? fallback;
}
