import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeoutClientError } from '../../src/api/errors';
import type { SupersetError } from '../../src/api/types';
import { setupErrorDisplays } from '../../src/app/setupErrorDisplays';
import { ErrorBox, resetErrorDisplayRegistry } from '../../src/components/ErrorBox';
import { toastsReducer, ToastContainer } from '../../src/features/toasts';

function renderWithStore(ui: ReactElement) {
  const store = configureStore({ reducer: { toasts: toastsReducer } });
  render(
    <Provider store={store}>
      {ui}
      <ToastContainer />
    </Provider>,
  );
}

function setWebdriver(value: boolean) {
  Object.defineProperty(navigator, 'webdriver', { value, configurable: true });
}

async function expandDetails() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'See more' }));
}

beforeEach(() => {
  setWebdriver(false);
  setupErrorDisplays();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'webdriver');
  resetErrorDisplayRegistry();
});

const backendTimeout: SupersetError = {
  message: 'The query exceeded the 30 seconds timeout.',
  error_type: 'BACKEND_TIMEOUT_ERROR',
  level: 'error',
  extra: {
    timeout: 30,
    owners: ['Alice Admin', 'Bob Builder'],
    issue_codes: [
      { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
      { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
    ],
  },
};

describe('timeout display', () => {
  it("says how long a chart's query had, with issues 1000 and 1001 behind 'See more'", async () => {
    renderWithStore(<ErrorBox error={backendTimeout} source="explore" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Timeout error')).toBeInTheDocument();
    expect(within(alert).queryByText('Unexpected error')).not.toBeInTheDocument();
    expect(within(alert).getByText('This chart took too long to load: queries stop after 30 seconds.')).toBeVisible();
    expect(screen.queryByText(/Issue 1000/)).not.toBeInTheDocument();

    await expandDetails();
    const details = screen.getByTestId('error-details');
    expect(within(details).getByText('Issue 1000 - The dataset is too large to query.')).toBeInTheDocument();
    expect(within(details).getByText('Issue 1001 - The database is under an unusual load.')).toBeInTheDocument();
    expect(within(details).getByText("For help, contact the chart's owners: Alice Admin, Bob Builder")).toBeVisible();
    expect(within(details).getByRole('link', { name: 'About issue 1000' })).toHaveAttribute(
      'href',
      'https://superset.apache.org/docs/using-superset/issue-codes#issue-1000',
    );
  });

  it("speaks of results in SQL Lab and leaves the chart's owners out", async () => {
    renderWithStore(<ErrorBox error={backendTimeout} source="sqllab" />);
    expect(screen.getByText('These results took too long to load: queries stop after 30 seconds.')).toBeVisible();
    await expandDetails();
    expect(screen.queryByText(/contact the chart/)).not.toBeInTheDocument();
  });

  it("shows the browser's own timeout (the client error) the same way, one issue prefix each", async () => {
    renderWithStore(<ErrorBox error={timeoutClientError(1000)} source="sqllab" />);
    expect(screen.getByText('These results took too long to load: queries stop after 1 second.')).toBeVisible();
    await expandDetails();
    expect(screen.getByText('Issue 1000 - The dataset is too large to query.')).toBeInTheDocument();
    expect(screen.queryByText(/Issue 1000 - Issue 1000/)).not.toBeInTheDocument();
  });

  it("opens the details in a modal with 'Copy message' on a dashboard", async () => {
    renderWithStore(<ErrorBox error={backendTimeout} source="dashboard" />);
    await expandDetails();
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Issue 1001 - The database is under an unusual load.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    const copied = writeText.mock.calls[0][0] as string;
    expect(copied).toContain('Timeout error');
    expect(copied).toContain('Issue 1000 - The dataset is too large to query.');
  });
});

describe('template parameter display', () => {
  const missingParameters: SupersetError = {
    message: 'The following parameters in your query are undefined: "regoin", "year".',
    error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
    level: 'error',
    extra: {
      undefined_parameters: ['regoin', 'year'],
      template_parameters: { region: 'EMEA' },
      issue_codes: [{ code: 1006, message: 'Issue 1006 - One or more parameters specified in the query are missing.' }],
    },
  };

  it('names the missing parameters, suggests close names and how to define them', async () => {
    renderWithStore(<ErrorBox error={missingParameters} source="sqllab" />);
    expect(screen.getByText('Template parameter error')).toBeInTheDocument();
    expect(screen.getByText(missingParameters.message)).toBeVisible();
    expect(screen.getByText('Missing template parameters: regoin, year')).toBeVisible();
    expect(screen.getByText('Did you mean "region" instead of "regoin"?')).toBeVisible();
    expect(
      screen.getByText('Define them in the template parameters (JSON), for example: {"regoin":"value","year":"value"}'),
    ).toBeVisible();
    await expandDetails();
    expect(screen.getByText('Issue 1006 - One or more parameters specified in the query are missing.')).toBeVisible();
  });

  it('shows only the message when the error names no parameters', () => {
    renderWithStore(
      <ErrorBox
        error={{ message: 'Bad parameters', error_type: 'INVALID_TEMPLATE_PARAMS_ERROR', level: 'error' }}
        source="sqllab"
      />,
    );
    expect(screen.getByText('Bad parameters')).toBeVisible();
    expect(screen.queryByText(/Missing template parameters/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });
});

describe('access display', () => {
  const tableAccess: SupersetError = {
    message: 'You need access to the following tables: sales.orders',
    error_type: 'TABLE_SECURITY_ACCESS_ERROR',
    level: 'warning',
    extra: { tables: ['sales.orders'], link: 'https://example.com/request-access' },
  };

  it("gives the reason, the tables and a '(Request Access)' link", () => {
    renderWithStore(<ErrorBox error={tableAccess} source="sqllab" />);
    expect(screen.getByText('No access to this data')).toBeInTheDocument();
    expect(screen.getByText(tableAccess.message)).toBeVisible();
    expect(screen.getByText('Tables you cannot read: sales.orders')).toBeVisible();
    expect(screen.getByRole('link', { name: '(Request Access)' })).toHaveAttribute(
      'href',
      'https://example.com/request-access',
    );
  });

  it("prefers the caller's link and reveals the owners of a chart's dataset", async () => {
    const datasourceAccess: SupersetError = {
      message: 'This endpoint requires the datasource orders, database or `all_datasource_access` permission',
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      level: 'warning',
      extra: { owners: ['Alice Admin'] },
    };
    renderWithStore(<ErrorBox error={datasourceAccess} source="explore" />);
    expect(screen.getByText("No access to this chart's data")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '(Request Access)' }));
    expect(screen.getByText(/Alice Admin/)).toBeVisible();
  });

  it("links '(Request Access)' to the link the caller passes", () => {
    renderWithStore(
      <ErrorBox
        error={{ message: 'No access', error_type: 'QUERY_SECURITY_ACCESS_ERROR' }}
        link="/request-access/7"
        source="sqllab"
      />,
    );
    expect(screen.getByRole('link', { name: '(Request Access)' })).toHaveAttribute('href', '/request-access/7');
  });
});

describe('database display', () => {
  const engineError: SupersetError = {
    message: 'Binder Error: Referenced column "no_such_column" not found\nCandidate bindings: "amount"',
    error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
    level: 'error',
    extra: {
      engine_name: 'DuckDB',
      issue_codes: [
        { code: 1003, message: 'Issue 1003 - There is a syntax error in the SQL query.' },
        { code: 1004, message: 'Issue 1004 - The column was deleted or renamed in the database.' },
      ],
    },
  };

  it("titles the engine's message with its name and explains the issue codes", async () => {
    renderWithStore(<ErrorBox error={engineError} source="sqllab" />);
    expect(screen.getByText('DuckDB error')).toBeInTheDocument();
    expect(screen.getByText('Binder Error: Referenced column "no_such_column" not found')).toBeVisible();
    expect(screen.getByText('Candidate bindings: "amount"')).toBeVisible();
    await expandDetails();
    expect(screen.getByText('Issue 1004 - The column was deleted or renamed in the database.')).toBeVisible();
  });

  it("says 'Database error' for an unnamed engine and hides issue codes the server marks as not worth showing", () => {
    renderWithStore(
      <ErrorBox
        error={{
          message: 'connection refused',
          error_type: 'CONNECTION_PORT_CLOSED_ERROR',
          level: 'error',
          extra: { show_issue_info: false, issue_codes: [{ code: 1008, message: 'Issue 1008 - The port is closed.' }] },
        }}
        source="crud"
      />,
    );
    expect(screen.getByText('Database error')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it.each(['GENERIC_DB_ENGINE_ERROR', 'TABLE_DOES_NOT_EXIST_ERROR', 'SYNTAX_ERROR', 'CONNECTION_HOST_DOWN_ERROR'])(
    'is the display for %s',
    (errorType) => {
      renderWithStore(
        <ErrorBox
          error={{ message: 'engine said no', error_type: errorType, extra: { engine_name: 'DuckDB' } }}
          source="sqllab"
        />,
      );
      expect(screen.getByText('DuckDB error')).toBeInTheDocument();
    },
  );
});

describe('ErrorBox after setupErrorDisplays', () => {
  it('keeps its own alert for error types without a display', () => {
    renderWithStore(
      <ErrorBox error={{ message: 'Something broke', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }} />,
    );
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });

  it('keeps its own alert for a plain message', () => {
    renderWithStore(<ErrorBox message="Network error" source="sqllab" />);
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
  });
});
