import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { createAppStore } from '../../../src/app/store';
import {
  CONFIRM_OVERWRITE_MESSAGE,
  ImportDashboardsModal,
  PASSWORDS_NEEDED_MESSAGE,
} from '../../../src/features/dashboardList/ImportDashboardsModal';

const posts: Record<string, string>[] = [];
let replies: Array<() => Response> = [];

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/dashboard/import/', async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (key !== 'formData') fields[key] = String(value);
    });
    posts.push(fields);
    return (replies.shift() ?? (() => HttpResponse.json({ message: 'OK' })))();
  }),
);

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine,
// where the default 20 s per test is not enough for these journeys through the page.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
  replies = [];
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function refusal(extra: Record<string, unknown>) {
  return () =>
    HttpResponse.json(
      {
        errors: [
          { message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR', level: 'warning', extra },
        ],
      },
      { status: 422 },
    );
}

function renderModal() {
  const store = createAppStore();
  const onHide = vi.fn();
  render(
    <Provider store={store}>
      <ImportDashboardsModal open onHide={onHide} />
    </Provider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['zip'], 'bundle.zip', { type: 'application/zip' })] } });
  return { store, onHide };
}

function toastTexts(store: ReturnType<typeof createAppStore>) {
  return store.getState().toasts.messages.map((toast) => toast.text);
}

describe('ImportDashboardsModal', () => {
  it('asks to confirm overwriting what already exists, then posts again with overwrite=true', async () => {
    replies = [refusal({ 'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed' })];
    const { store, onHide } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 10_000 }));
    expect(await screen.findByText(CONFIRM_OVERWRITE_MESSAGE)).toBeInTheDocument();
    expect(posts).toEqual([{ passwords: '{}' }]);
    // Named by a pattern: jsdom keeps the finished loading icon (and its label) in the button.
    const overwrite = screen.getByRole('button', { name: /Overwrite/ });
    expect(overwrite).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type "OVERWRITE" to confirm'), { target: { value: 'OVERWRITE' } });
    expect(overwrite).toBeEnabled();
    fireEvent.click(overwrite);
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posts[1]).toEqual({ passwords: '{}', overwrite: 'true' });
    expect(toastTexts(store)).toEqual(['Dashboard imported']);
  });

  it('asks for the passwords of the databases that need one and sends them', async () => {
    replies = [refusal({ 'databases/examples.yaml': { _schema: ['Must provide a password for the database'] } })];
    const { onHide } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 10_000 }));
    expect(await screen.findByText(PASSWORDS_NEEDED_MESSAGE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('databases/examples.yaml password'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posts[1]).toEqual({ passwords: '{"databases/examples.yaml":"s3cret"}' });
  });

  it('tells any other refusal in a toast and stays open', async () => {
    replies = [refusal({ 'metadata.yaml': { type: ['Must be equal to Dashboard.'] } })];
    const { store, onHide } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['An error occurred while importing dashboard: Error importing dashboard']),
    );
    expect(onHide).not.toHaveBeenCalled();
  });
});
