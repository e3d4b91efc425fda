import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { byDataTest, renderModal, rowIds, rows, savedFilter, server } from './configModalKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

const items = () => [
  savedFilter('NATIVE_FILTER-Region'),
  { id: 'NATIVE_FILTER_DIVIDER-geo', type: 'DIVIDER' as const, title: 'Geography', description: '' },
  savedFilter('NATIVE_FILTER-Country'),
];

function removeRow(index: number) {
  fireEvent.click(rows()[index].querySelector('[data-test="remove-filter-button"]')!);
}

describe('removing items in the filters configuration modal', () => {
  it('restoring within 5 s brings the filter back unchanged', async () => {
    const { onSave } = renderModal({ items: items() });
    removeRow(0);
    expect(screen.getByText('You have removed this filter.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    fireEvent.click(screen.getByRole('button', { name: 'Restore filter' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(rowIds()).toEqual(['NATIVE_FILTER-Region', 'NATIVE_FILTER_DIVIDER-geo', 'NATIVE_FILTER-Country']);
    expect(byDataTest('filter-name-input')).toHaveValue('Region');
    fireEvent.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ modified: [], deleted: [], reordered: [] });
  });

  it("a divider offers 'Restore divider'", () => {
    renderModal({ items: items() });
    fireEvent.click(rows()[1]);
    removeRow(1);
    expect(screen.getByRole('button', { name: 'Restore divider' })).toBeInTheDocument();
  });

  it('after 5 s the item leaves the list and counts as deleted', async () => {
    const { onSave } = renderModal({ items: items() });
    removeRow(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(rowIds()).toContain('NATIVE_FILTER-Region');
    act(() => vi.advanceTimersByTime(1));
    expect(rowIds()).toEqual(['NATIVE_FILTER_DIVIDER-geo', 'NATIVE_FILTER-Country']);
    expect(screen.queryByRole('button', { name: 'Restore filter' })).not.toBeInTheDocument();
    // The selection moves to the first remaining item.
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const result = onSave.mock.calls[0][0];
    expect(result.deleted).toEqual(['NATIVE_FILTER-Region']);
    expect(result.items.map((item) => item.id)).toEqual(['NATIVE_FILTER_DIVIDER-geo', 'NATIVE_FILTER-Country']);
  });

  it('a save within the grace period already counts the item as deleted', async () => {
    const { onSave } = renderModal({ items: items() });
    removeRow(2);
    fireEvent.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].deleted).toEqual(['NATIVE_FILTER-Country']);
  });

  it('a pending removal is not validated', async () => {
    const { onSave } = renderModal({
      items: [savedFilter('NATIVE_FILTER-Region', { name: '' }), savedFilter('NATIVE_FILTER-Country')],
    });
    removeRow(0);
    fireEvent.click(byDataTest('filters-config-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].deleted).toEqual(['NATIVE_FILTER-Region']);
  });
});
