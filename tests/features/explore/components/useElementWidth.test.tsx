import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from '../../../../src/features/explore/components/useElementWidth';

type Observed = { element: Element; callback: ResizeObserverCallback };
const observed: Observed[] = [];

class RecordingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  unobserve() {}
  disconnect() {}
}

function resize(element: Element, width: number) {
  for (const entry of observed.filter((candidate) => candidate.element === element)) {
    entry.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
  }
}

/** Like explore: a spinner first, the measured area only once loaded. */
function LateArea({ onShow }: { onShow: (show: () => void) => void }) {
  const [ready, setReady] = useState(false);
  const { ref, width } = useElementWidth();
  onShow(() => setReady(true));
  if (!ready) return <span>loading</span>;
  return (
    <main ref={ref} data-testid="area">
      {width}
    </main>
  );
}

describe('useElementWidth', () => {
  afterEach(() => {
    observed.length = 0;
    vi.unstubAllGlobals();
  });

  it('measures an element that mounts after the first render', () => {
    vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
    let show = () => undefined as void;
    const view = render(<LateArea onShow={(callback) => (show = callback)} />);
    act(() => show());
    const area = view.getByTestId('area');
    expect(observed.map((entry) => entry.element)).toContain(area);
    act(() => resize(area, 612.7));
    expect(area).toHaveTextContent('612');
  });
});
