import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { createAppStore } from '../../../../src/app/store';
import { SaveChartModal } from '../../../../src/features/explore/components/SaveChartModal';

const server = setupServer(
  http.get('*/api/v1/dashboard/', () => HttpResponse.json({ count: 1, result: [{ id: 4, dashboard_title: 'Sales' }] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

/** The modal reads its dashboards through the store's API cache. */
function renderWithStore(ui: ReactElement) {
  return render(<Provider store={createAppStore()}>{ui}</Provider>);
}

describe('save chart modal: a new dashboard typed by name', { timeout: 60_000 }, () => {
  it('shows the chosen new dashboard by its name (never the internal value) and saves into it', async () => {
    const onSave = vi.fn(() => Promise.resolve(7));
    renderWithStore(
      <SaveChartModal open initialName="" canOverwrite={false} onSave={onSave} onClose={() => undefined} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Chart name' }), 'Orders');
    const select = screen.getByRole('combobox', { name: 'Add to dashboard' });
    await waitFor(() => expect(select.closest('.ant-select')).not.toHaveClass('ant-select-loading'));
    await userEvent.type(select, 'Board');
    fireEvent.click(await screen.findByText('+ Create "Board"', { selector: '.ant-select-item-option-content' }));
    const shown = () =>
      select.closest('.ant-select')!.querySelector('.ant-select-content')!.getAttribute('title') ?? '';
    expect(shown()).toMatch(/Board/);
    // Typing again and clearing the search (as leaving the field does) keeps it shown by name.
    await userEvent.type(select, 'z');
    await userEvent.clear(select);
    fireEvent.keyDown(select, { key: 'Escape' });
    await waitFor(() => expect(shown()).toBe('Board'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ action: 'saveas', sliceName: 'Orders', newDashboardTitle: 'Board' }),
    );
  });
});

describe('save chart modal: overwrite only for those who may', () => {
  it('offers no overwrite to a user who does not own the chart', () => {
    renderWithStore(
      <SaveChartModal open initialName="Orders" canOverwrite={false} onSave={vi.fn()} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('radio', { name: 'Save (Overwrite)' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Save as...' })).toBeChecked();
  });

  it("offers the chart's owners to overwrite it, chosen first", () => {
    renderWithStore(
      <SaveChartModal open initialName="Orders" canOverwrite onSave={vi.fn()} onClose={() => undefined} />,
    );
    expect(screen.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
  });
});
