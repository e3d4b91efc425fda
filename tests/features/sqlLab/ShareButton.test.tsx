import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { ShareButton } from '../../../src/features/sqlLab/components/ShareButton';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderButton() {
  const editor = makeEditor({ id: 'a' });
  const store = makeStore(false, { queryEditors: [editor], tabHistory: ['a'] });
  render(
    <Provider store={store}>
      <ShareButton editor={editor} />
    </Provider>,
  );
  return store;
}

describe('ShareButton', () => {
  it("copies the short link and says 'Copied to clipboard!'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    server.use(
      http.post('*/api/v1/sqllab/permalink', () =>
        HttpResponse.json({ key: 'k', url: 'http://h/sqllab/p/k' }, { status: 201 }),
      ),
    );
    const store = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sqllab/p/k`));
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Copied to clipboard!']),
    );
  });

  it('reports a link the server would not make, not a clipboard problem', async () => {
    server.use(
      http.post('*/api/v1/sqllab/permalink', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual([
        'The link could not be made: Forbidden',
      ]),
    );
  });
});
