import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientError, SupersetError } from '../../src/api/types';
import {
  ErrorBox,
  registerErrorDisplay,
  resetErrorDisplayRegistry,
  type ErrorDisplayProps,
} from '../../src/components/ErrorBox';
import { ToastContainer, toastsReducer } from '../../src/features/toasts';

const timeoutError: ClientError = {
  error: 'Request timed out',
  description: 'The query took longer than 30 seconds.',
  errors: [
    {
      message: 'Request timed out',
      error_type: 'FRONTEND_TIMEOUT_ERROR',
      level: 'error',
      extra: {
        timeout: 30,
        issue_codes: [
          { code: 1000, message: 'The dataset is too large to query.' },
          { code: 1001, message: 'The database is under an unusual load.' },
        ],
      },
    },
  ],
};

function renderWithStore(ui: ReactElement) {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      {ui}
      <ToastContainer />
    </Provider>,
  );
  return store;
}

function setWebdriver(value: boolean) {
  Object.defineProperty(navigator, 'webdriver', { value, configurable: true });
}

function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

/** jsdom never ends CSS animations; antd removes a closed modal only once its animation ends. */
function finishAntdAnimations() {
  document.querySelectorAll('.ant-modal, .ant-modal-mask, .ant-modal-wrap').forEach((element) => {
    fireEvent.animationEnd(element);
    fireEvent.transitionEnd(element);
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'webdriver');
  resetErrorDisplayRegistry();
});

describe('ErrorBox: title, message and level', () => {
  it("titles the alert 'Unexpected error' by default", () => {
    renderWithStore(<ErrorBox error={timeoutError} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unexpected error')).toBeInTheDocument();
    expect(within(alert).getByText('Request timed out')).toBeInTheDocument();
  });

  it('uses the title it is given', () => {
    renderWithStore(<ErrorBox error={timeoutError} title="Chart failed" />);
    expect(screen.getByText('Chart failed')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });

  it('shows a plain message without an error object', () => {
    renderWithStore(<ErrorBox message="Sorry, an unknown error occurred" />);
    expect(screen.getByText('Sorry, an unknown error occurred')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it.each([
    ['error', 'ant-alert-error'],
    ['warning', 'ant-alert-warning'],
    ['info', 'ant-alert-info'],
  ] as const)("maps level '%s' to the %s alert", (level, className) => {
    const error: SupersetError = { message: 'Boom', level };
    renderWithStore(<ErrorBox error={error} />);
    expect(screen.getByRole('alert')).toHaveClass(className);
  });

  it('is a warning when no level is given', () => {
    renderWithStore(<ErrorBox error={{ error: 'An error occurred' }} />);
    expect(screen.getByRole('alert')).toHaveClass('ant-alert-warning');
  });
});

describe('ErrorBox: inline display', () => {
  it.each(['sqllab', 'explore'] as const)("expands details in place when source is '%s'", async (source) => {
    const user = userEvent.setup();
    renderWithStore(<ErrorBox error={timeoutError} source={source} />);
    expect(screen.queryByText('The query took longer than 30 seconds.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('The query took longer than 30 seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.queryByText('The query took longer than 30 seconds.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });

  it('is inline in an automated browser whatever the source', async () => {
    const user = userEvent.setup();
    setWebdriver(true);
    renderWithStore(<ErrorBox error={timeoutError} source="dashboard" compact />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('The query took longer than 30 seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is inline when compact is turned off explicitly', async () => {
    const user = userEvent.setup();
    renderWithStore(<ErrorBox error={timeoutError} source="dashboard" compact={false} />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByRole('button', { name: 'See less' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the issue codes and the rest of extra in the details', async () => {
    const user = userEvent.setup();
    renderWithStore(<ErrorBox error={timeoutError} source="sqllab" />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Issue 1000 - The dataset is too large to query.',
      'Issue 1001 - The database is under an unusual load.',
    ]);
    expect(screen.getByText(/"timeout": 30/)).toBeInTheDocument();
  });

  it('shows the stack trace in the details', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <ErrorBox
        error={{ error: 'Unexpected error: boom', stacktrace: 'Traceback (most recent call last)' }}
        source="explore"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('Traceback (most recent call last)')).toBeInTheDocument();
  });
});

describe('ErrorBox: compact display', () => {
  it.each([['dashboard'], ['crud'], [undefined]] as const)(
    "opens a modal from 'See more' when source is %s",
    async (source) => {
      const user = userEvent.setup();
      renderWithStore(<ErrorBox error={timeoutError} source={source} />);
      await user.click(screen.getByRole('button', { name: 'See more' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('The query took longer than 30 seconds.')).toBeInTheDocument();
      expect(within(dialog).getByText('Issue 1000 - The dataset is too large to query.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
    },
  );

  it('is compact when asked, even in SQL Lab', async () => {
    const user = userEvent.setup();
    renderWithStore(<ErrorBox error={timeoutError} source="sqllab" compact />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is 600 px wide and closes with Close', async () => {
    const user = userEvent.setup();
    renderWithStore(<ErrorBox error={timeoutError} source="dashboard" />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveStyle({ width: '600px' });

    const closeButton = within(dialog).getByText('Close').closest('button');
    expect(closeButton).not.toBeNull();
    await user.click(closeButton as HTMLButtonElement);
    await waitFor(() => {
      finishAntdAnimations();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("copies the full message and toasts 'Copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithStore(<ErrorBox error={timeoutError} source="dashboard" />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Copy message' }));

    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    const copied = writeText.mock.calls[0][0] as string;
    expect(copied).toContain('Unexpected error');
    expect(copied).toContain('Request timed out');
    expect(copied).toContain('The query took longer than 30 seconds.');
    expect(copied).toContain('Issue 1001 - The database is under an unusual load.');
  });

  it('toasts the unsupported-browser text when copying fails', async () => {
    const user = userEvent.setup();
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    renderWithStore(<ErrorBox error={timeoutError} source="dashboard" />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Copy message' }));
    expect(
      await screen.findByText('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Copied to clipboard!')).not.toBeInTheDocument();
  });
});

describe('ErrorBox: request access', () => {
  it("links '(Request Access)' to the error's link", () => {
    const error: ClientError = { error: 'You do not have access', link: 'https://example.com/request-access' };
    renderWithStore(<ErrorBox error={error} />);
    expect(screen.getByRole('link', { name: '(Request Access)' })).toHaveAttribute(
      'href',
      'https://example.com/request-access',
    );
  });

  it("shows '(Request Access)' when owners are named, revealing them", async () => {
    const user = userEvent.setup();
    const error: SupersetError = {
      message: 'You need access to the dataset',
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      extra: { owners: ['Alice Admin', 'Bob Builder'] },
    };
    renderWithStore(<ErrorBox error={error} />);
    await user.click(screen.getByRole('button', { name: '(Request Access)' }));
    expect(screen.getByText(/Alice Admin, Bob Builder/)).toBeInTheDocument();
  });

  it("has no '(Request Access)' without owners or a link", () => {
    renderWithStore(<ErrorBox error={timeoutError} />);
    expect(screen.queryByText('(Request Access)')).not.toBeInTheDocument();
  });
});

describe('ErrorBox: issue codes', () => {
  it("writes 'Issue <code> - ' once, whether or not the server's message already starts with it", async () => {
    const user = userEvent.setup();
    const error: SupersetError = {
      message: 'Query failed',
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      extra: {
        issue_codes: [
          { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
          { code: 1000, message: 'The dataset is too large to query.' },
        ],
      },
    };
    renderWithStore(<ErrorBox error={error} source="sqllab" />);
    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText('Issue 1002 - The database returned an unexpected error.')).toBeInTheDocument();
    expect(screen.getByText('Issue 1000 - The dataset is too large to query.')).toBeInTheDocument();
    expect(screen.queryByText(/Issue 1002 - Issue 1002/)).not.toBeInTheDocument();
  });
});

describe('ErrorBox: registered displays', () => {
  function TimeoutDisplay({ error, source }: ErrorDisplayProps) {
    return (
      <p>
        Custom timeout display: {error.message} in {source}
      </p>
    );
  }

  it("renders the display registered for the error's type instead of the default", () => {
    registerErrorDisplay('FRONTEND_TIMEOUT_ERROR', TimeoutDisplay);
    renderWithStore(<ErrorBox error={timeoutError} source="explore" />);
    expect(screen.getByText('Custom timeout display: Request timed out in explore')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected error')).not.toBeInTheDocument();
  });

  it('uses the registered display for a bare Superset error too', () => {
    registerErrorDisplay('FRONTEND_TIMEOUT_ERROR', TimeoutDisplay);
    renderWithStore(<ErrorBox error={timeoutError.errors?.[0]} source="sqllab" />);
    expect(screen.getByText('Custom timeout display: Request timed out in sqllab')).toBeInTheDocument();
  });

  it('keeps the default display for other error types', () => {
    registerErrorDisplay('FRONTEND_TIMEOUT_ERROR', TimeoutDisplay);
    renderWithStore(
      <ErrorBox error={{ message: 'Syntax error near SELEC', error_type: 'SYNTAX_ERROR', level: 'error' }} />,
    );
    expect(screen.queryByText(/Custom timeout display/)).not.toBeInTheDocument();
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
    expect(screen.getByText('Syntax error near SELEC')).toBeInTheDocument();
  });
});
