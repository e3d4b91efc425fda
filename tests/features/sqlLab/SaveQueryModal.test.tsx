import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { SaveQueryModal } from '../../../src/features/sqlLab/components/SaveQueryModal';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderModal(remoteId: number | null) {
  const editor = makeEditor({ id: 'a', name: 'Untitled Query 1', remoteId });
  const store = makeStore(false, { queryEditors: [editor], tabHistory: ['a'] });
  const view = () => selectActiveQueryEditor(store.getState()) ?? editor;
  const utils = render(
    <Provider store={store}>
      <SaveQueryModal editor={view()} />
    </Provider>,
  );
  const rerender = () =>
    utils.rerender(
      <Provider store={store}>
        <SaveQueryModal editor={view()} />
      </Provider>,
    );
  return { store, rerender };
}

describe('SaveQueryModal', () => {
  it("offers 'Save' for a tab never saved; saving names the tab", async () => {
    const { store } = renderModal(null);
    let label = '';
    server.use(
      http.post('*/api/v1/saved_query/', async ({ request }) => {
        label = ((await request.json()) as { label: string }).label;
        return HttpResponse.json({ id: 3, result: {} }, { status: 201 });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Revenue by day' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'daily' } });
    const saveButtons = screen.getAllByRole('button', { name: 'Save' });
    fireEvent.click(saveButtons[saveButtons.length - 1]);
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.remoteId).toBe(3));
    expect(label).toBe('Revenue by day');
    expect(selectActiveQueryEditor(store.getState())?.name).toBe('Revenue by day');
    expect(dialog).toBeInTheDocument();
    expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Your query was saved']);
  });

  it("offers 'Save as new' and 'Update' for a saved tab", async () => {
    const { store } = renderModal(5);
    const calls: string[] = [];
    server.use(
      http.put('*/api/v1/saved_query/5', () => {
        calls.push('PUT 5');
        return HttpResponse.json({ id: 5, result: {} });
      }),
      http.post('*/api/v1/saved_query/', () => {
        calls.push('POST');
        return HttpResponse.json({ id: 6, result: {} }, { status: 201 });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls).toEqual(['PUT 5']));
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Your query was updated']),
    );
  });

  it("'Save as new' makes another saved query and the tab follows it", async () => {
    const { store } = renderModal(5);
    server.use(http.post('*/api/v1/saved_query/', () => HttpResponse.json({ id: 6, result: {} }, { status: 201 })));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save as new' }));
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.remoteId).toBe(6));
  });
});
