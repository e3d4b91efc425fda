import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyToClipboard, copyTextToClipboard } from '../../src/components/CopyToClipboard';
import { ToastContainer, toastsReducer } from '../../src/features/toasts';

const COPIED = 'Copied to clipboard!';
const UNSUPPORTED = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';

function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

function setExecCommand(execCommand: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
}

afterEach(() => {
  setClipboard(undefined);
  setExecCommand(undefined);
});

describe('copyTextToClipboard', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const execCommand = vi.fn(() => true);
    setExecCommand(execCommand);
    await copyTextToClipboard('SELECT 1');
    expect(writeText).toHaveBeenCalledWith('SELECT 1');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea and execCommand when there is no Clipboard API', async () => {
    setClipboard(undefined);
    let copiedValue: string | undefined;
    const execCommand = vi.fn((command: string) => {
      copiedValue = document.querySelector('textarea')?.value;
      return command === 'copy';
    });
    setExecCommand(execCommand);
    await copyTextToClipboard('SELECT 2');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe('SELECT 2');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) });
    const execCommand = vi.fn(() => true);
    setExecCommand(execCommand);
    await expect(copyTextToClipboard('x')).resolves.toBeUndefined();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('rejects when neither way works', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) });
    setExecCommand(vi.fn(() => false));
    await expect(copyTextToClipboard('x')).rejects.toThrow();
  });

  it('rejects when the browser has neither the Clipboard API nor execCommand', async () => {
    setClipboard(undefined);
    setExecCommand(undefined);
    await expect(copyTextToClipboard('x')).rejects.toThrow();
  });
});

function renderWithToasts(ui: React.ReactElement) {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      {ui}
      <ToastContainer />
    </Provider>,
  );
  return store;
}

describe('CopyToClipboard', () => {
  it('copies the text on click and toasts success', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const onCopyEnd = vi.fn();
    const store = renderWithToasts(
      <CopyToClipboard text="the query" copyNode={<button type="button">Copy link</button>} onCopyEnd={onCopyEnd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('the query');
    expect(onCopyEnd).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts.messages[0]).toMatchObject({ toastType: 'success', text: COPIED });
  });

  it('copies what getText resolves to', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithToasts(
      <CopyToClipboard
        getText={() => Promise.resolve('http://localhost/r/42')}
        copyNode={<button type="button">Share</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/r/42'));
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
  });

  it('toasts the unsupported-browser message as danger when copying fails', async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    setExecCommand(undefined);
    const onCopyEnd = vi.fn();
    const store = renderWithToasts(
      <CopyToClipboard text="x" copyNode={<button type="button">Copy</button>} onCopyEnd={onCopyEnd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
    expect(store.getState().toasts.messages[0]).toMatchObject({ toastType: 'danger', text: UNSUPPORTED });
    expect(onCopyEnd).toHaveBeenCalledTimes(1);
  });

  it("still runs the copy node's own click handler", async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    const ownClick = vi.fn();
    renderWithToasts(
      <CopyToClipboard
        text="x"
        copyNode={
          <button type="button" onClick={ownClick}>
            Copy
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(ownClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
  });
});
