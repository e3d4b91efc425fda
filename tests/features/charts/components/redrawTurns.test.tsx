/**
 * Charts already drawn redraw new data in turns too, a few at a time: a filter change on a big
 * dashboard spreads its redraws over frames without taking one frame per chart.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurnedValue } from '../../../../src/features/charts/components/renderTurns';

const redrawnBy = new Map<string, () => void>();

function Chart({ name, value }: { name: string; value: number }) {
  const [shown, redrawn] = useTurnedValue(value, () => null);
  redrawnBy.set(name, redrawn);
  return <p data-testid={name}>{shown}</p>;
}

const names = ['a', 'b', 'c', 'd', 'e'];
const shownValues = () => names.map((name) => Number(screen.getByTestId(name).textContent));

describe('redraws take turns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    redrawnBy.clear();
  });

  it('shows new values three at a time, the next once one of them has painted', async () => {
    const view = render(
      <>
        {names.map((name) => (
          <Chart key={name} name={name} value={1} />
        ))}
      </>,
    );
    expect(shownValues()).toEqual([1, 1, 1, 1, 1]);
    view.rerender(
      <>
        {names.map((name) => (
          <Chart key={name} name={name} value={2} />
        ))}
      </>,
    );
    // Nothing changes in the task that brought the new values.
    expect(shownValues()).toEqual([1, 1, 1, 1, 1]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shownValues().filter((value) => value === 2)).toHaveLength(3);
    act(() => redrawnBy.get('a')?.());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shownValues().filter((value) => value === 2)).toHaveLength(4);
    // A redraw that never reports back gives its turn up after a while.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(shownValues()).toEqual([2, 2, 2, 2, 2]);
  });

  it('lets more charts share the next frame once a frame of redraws painted quickly', async () => {
    const many = Array.from({ length: 20 }, (_, index) => `chart${index}`);
    const values = () => many.map((name) => Number(screen.getByTestId(name).textContent));
    const view = render(
      <>
        {many.map((name) => (
          <Chart key={name} name={name} value={1} />
        ))}
      </>,
    );
    view.rerender(
      <>
        {many.map((name) => (
          <Chart key={name} name={name} value={2} />
        ))}
      </>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const firstFrame = many.filter((_, index) => values()[index] === 2);
    expect(firstFrame).toHaveLength(3);
    // All three painted at once, in no time: redraws are cheap here.
    act(() => {
      for (const name of firstFrame) redrawnBy.get(name)?.();
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(values().filter((value) => value === 2).length).toBeGreaterThan(6);
  });
});
