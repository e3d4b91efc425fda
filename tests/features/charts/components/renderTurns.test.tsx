import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderTurn } from '../../../../src/features/charts/components/renderTurns';

const drawnBy = new Map<string, () => void>();

/** A first draw that takes as long as a real one: the pace keeps first draws one to a frame. */
const drawFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Chart({ name, onScreen = false }: { name: string; onScreen?: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [mayDraw, drawn] = useRenderTurn(true, placeholder);
  drawnBy.set(name, drawn);
  const box = onScreen
    ? { top: 10, bottom: 300, left: 0, right: 400 }
    : { top: 5000, bottom: 5300, left: 0, right: 400 };
  return (
    <div
      data-testid={name}
      ref={(element) => {
        placeholder.current = element;
        if (element)
          element.getBoundingClientRect = () => ({ ...box, width: 400, height: 290, x: 0, y: box.top }) as DOMRect;
      }}
    >
      {mayDraw ? 'drawing' : 'waiting'}
    </div>
  );
}

describe('charts take turns to draw', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    drawnBy.clear();
  });

  it('lets the next chart draw only after the one drawing has painted, one browser task later', async () => {
    const view = render(
      <>
        <Chart name="first" />
        <Chart name="second" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByTestId('first').textContent).toBe('drawing');
    expect(view.getByTestId('second').textContent).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(view.getByTestId('second').textContent).toBe('waiting');
    await drawFor(100);
    act(() => drawnBy.get('first')!());
    expect(view.getByTestId('second').textContent).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByTestId('second').textContent).toBe('drawing');
    await drawFor(100);
    act(() => drawnBy.get('second')!());
    view.unmount();
  });

  it('lets a chart on screen draw before one that is only near it', async () => {
    const view = render(
      <>
        <Chart name="below" />
        <Chart name="visible" onScreen />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByTestId('visible').textContent).toBe('drawing');
    expect(view.getByTestId('below').textContent).toBe('waiting');
    await drawFor(100);
    act(() => drawnBy.get('visible')!());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByTestId('below').textContent).toBe('drawing');
    await drawFor(100);
    act(() => drawnBy.get('below')!());
    view.unmount();
  });

  it('does not let a chart that never reports hold up the others, nor one that left the page', async () => {
    const view = render(
      <>
        <Chart name="silent" />
        <Chart name="next" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByTestId('next').textContent).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(view.getByTestId('next').textContent).toBe('drawing');
    await drawFor(100);
    act(() => drawnBy.get('next')!());
    view.unmount();

    const leaving = render(<Chart name="leaving" />);
    const staying = render(<Chart name="staying" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(leaving.getByTestId('leaving').textContent).toBe('drawing');
    leaving.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(staying.getByTestId('staying').textContent).toBe('drawing');
    staying.unmount();
  });

  it('lets two charts draw in one frame once first draws have proved cheap', async () => {
    const names = ['one', 'two', 'three', 'four'];
    const view = render(
      <>
        {names.map((name) => (
          <Chart key={name} name={name} />
        ))}
      </>,
    );
    const drawing = () => names.filter((name) => view.getByTestId(name).textContent === 'drawing');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(drawing()).toEqual(['one']);
    // Each draw paints at once: the pace learns that first draws are cheap here.
    act(() => drawnBy.get('one')!());
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => drawnBy.get('two')!());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(drawing()).toEqual(names);
    view.unmount();
  });
});
