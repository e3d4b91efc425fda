// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FRONTEND_CSRF_ERROR,
  FRONTEND_NETWORK_ERROR,
  FRONTEND_TIMEOUT_ERROR,
  GENERIC_ERROR_MESSAGE,
  INVALID_INPUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_TIMED_OUT_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  getClientErrorObject,
  getErrorText,
  isClientError,
} from '../../src/api/errors';

function jsonResponse(body: unknown, status = 400, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function textResponse(body: string, status: number, statusText = ''): Response {
  return new Response(body, { status, statusText, headers: { 'Content-Type': 'text/html' } });
}

describe('getClientErrorObject', () => {
  it('takes error, description and link from the first entry of errors', async () => {
    const result = await getClientErrorObject(
      jsonResponse(
        {
          errors: [
            { message: 'Table missing', error_type: 'TABLE_DOES_NOT_EXIST_ERROR', extra: { link: 'https://x/doc' } },
            { message: 'second' },
          ],
        },
        404,
      ),
    );
    expect(result.error).toBe('Table missing');
    expect(result.description).toBe('Table missing');
    expect(result.link).toBe('https://x/doc');
    expect(result.errors?.[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(result.status).toBe(404);
  });

  it('gives the first message of the first field for an object message', async () => {
    const result = await getClientErrorObject(
      jsonResponse({ message: { table_name: ['Dataset x already exists', 'other'], sql: ['bad'] } }, 422),
    );
    expect(result.error).toBe('Dataset x already exists');
  });

  it("gives 'Invalid input' for an object message without a field message", async () => {
    const result = await getClientErrorObject(jsonResponse({ message: {} }, 400));
    expect(result.error).toBe(INVALID_INPUT_MESSAGE);
  });

  it('shows a string message as is', async () => {
    const result = await getClientErrorObject(jsonResponse({ message: 'Forbidden' }, 403));
    expect(result.error).toBe('Forbidden');
    expect(result.message).toBe('Forbidden');
  });

  it('reduces an HTML message to the HTTP status phrase', async () => {
    const result = await getClientErrorObject(
      jsonResponse({ message: '<!doctype html><html><body><h1>Oops</h1></body></html>' }, 502),
    );
    expect(result.error).toBe('Bad gateway');
  });

  it('keeps the error of a body that already carries one', async () => {
    const result = await getClientErrorObject(jsonResponse({ error: 'Bad request', message: 'ignored' }, 400));
    expect(result.error).toBe('Bad request');
  });

  it("turns a stack into 'Unexpected error: ' plus the description and keeps the stack trace", async () => {
    const withDescription = await getClientErrorObject(
      jsonResponse({ errors: [{ message: 'boom' }], stack: 'Traceback...' }, 500),
    );
    expect(withDescription.error).toBe('Unexpected error: boom');
    expect(withDescription.stacktrace).toBe('Traceback...');

    const withoutDescription = await getClientErrorObject(jsonResponse({ stack: 'Traceback...' }, 500));
    expect(withoutDescription.error).toBe('Unexpected error: (no description, click to see stack trace)');
  });

  it('shows a reply that mentions CSRF as the session-timed-out message', async () => {
    const result = await getClientErrorObject(
      jsonResponse({ errors: [{ message: '400 Bad Request: The CSRF token has expired.' }] }, 400),
    );
    expect(result.error).toBe(SESSION_TIMED_OUT_MESSAGE);
    expect(result.errors?.[0].error_type).toBe(FRONTEND_CSRF_ERROR);

    const html = await getClientErrorObject(
      textResponse('<html><body><p>The CSRF token is missing.</p></body></html>', 400),
    );
    expect(html.error).toBe(SESSION_TIMED_OUT_MESSAGE);
  });

  it("gives 'Network error' for a failed fetch", async () => {
    const result = await getClientErrorObject(new TypeError('Failed to fetch'));
    expect(result.error).toBe(NETWORK_ERROR_MESSAGE);
    expect(result.errors?.[0].error_type).toBe(FRONTEND_NETWORK_ERROR);
  });

  it('gives a timeout error carrying issues 1000 and 1001', async () => {
    const result = await getClientErrorObject({ statusText: 'timeout', timeout: 30000 });
    expect(result.error).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(result.errors).toEqual([
      {
        error_type: FRONTEND_TIMEOUT_ERROR,
        level: 'error',
        message: 'Request timed out',
        extra: {
          timeout: 30,
          issue_codes: [
            { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
            { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
          ],
        },
      },
    ]);
  });

  it('gives the HTTP status phrase for a non-JSON reply with a known status', async () => {
    const result = await getClientErrorObject(textResponse('<html><body>gone</body></html>', 404));
    expect(result.error).toBe('Not found');
    expect(result.status).toBe(404);
  });

  it('gives the body text for a non-JSON reply with an unknown status', async () => {
    const result = await getClientErrorObject(textResponse('Upstream exploded', 520));
    expect(result.error).toBe('Upstream exploded');
  });

  it("reduces an HTML string to a phrase it mentions, else 'Unknown error'", async () => {
    expect((await getClientErrorObject('<html><body><h1>404 Page</h1></body></html>')).error).toBe('Not found');
    expect((await getClientErrorObject('<html><body><p>Nothing useful</p></body></html>')).error).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it('shows a plain string as is', async () => {
    expect((await getClientErrorObject('Query was stopped')).error).toBe('Query was stopped');
  });

  it("falls back to statusText, then message, then 'An error occurred'", async () => {
    expect((await getClientErrorObject({ statusText: 'Service Unavailable' })).error).toBe('Service Unavailable');
    expect((await getClientErrorObject(new Error('Something broke'))).error).toBe('Something broke');
    expect((await getClientErrorObject(42)).error).toBe(GENERIC_ERROR_MESSAGE);
    expect((await getClientErrorObject(undefined)).error).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reads the Response inside {response}', async () => {
    const result = await getClientErrorObject({ response: jsonResponse({ message: 'Not found' }, 404) });
    expect(result.error).toBe('Not found');
  });

  it('returns a ClientError unchanged, so normalising twice is harmless', async () => {
    const once = await getClientErrorObject(jsonResponse({ message: 'Forbidden' }, 403));
    expect(isClientError(once)).toBe(true);
    expect(await getClientErrorObject(once)).toBe(once);
  });
});

describe('getErrorText', () => {
  it('words a save failure with the source and the error', async () => {
    expect(await getErrorText(jsonResponse({ message: 'Boom' }, 500), 'dashboard')).toBe(
      'Sorry, there was an error saving this dashboard: Boom',
    );
  });

  it("says the user may not edit it when the server refuses the user's permission", async () => {
    expect(await getErrorText(jsonResponse({ message: 'Forbidden' }, 403), 'chart')).toBe(
      'You do not have permission to edit this chart',
    );
    expect(await getErrorText(jsonResponse({ message: 'Changing this chart is forbidden' }, 403), 'chart')).toBe(
      'You do not have permission to edit this chart',
    );
  });

  it('falls back to the unknown-error text when the failure has no text', async () => {
    expect(await getErrorText({ error: '' }, 'chart')).toBe('Sorry, an unknown error occurred.');
  });
});
