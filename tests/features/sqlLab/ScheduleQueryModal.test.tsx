import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { ScheduleQueryModal } from '../../../src/features/sqlLab/components/ScheduleQueryModal';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const SCHEDULED_QUERIES = {
  JSONSCHEMA: {
    title: 'Schedule',
    type: 'object',
    properties: {
      output_table: { type: 'string', title: 'Output table name' },
      schedule_interval: { type: 'string', title: 'Schedule interval' },
      retries: { type: 'integer', title: 'Retries', default: 2 },
    },
    required: ['output_table'],
  },
  UISCHEMA: { schedule_interval: { 'ui:placeholder': '@daily, @weekly, etc.' } },
};

function renderSchedule(conf: Record<string, unknown>) {
  const editor = makeEditor({ id: 'a', name: 'Nightly', sql: 'SELECT 1' });
  const store = makeStore(false, { queryEditors: [editor], tabHistory: ['a'] }, conf);
  render(
    <Provider store={store}>
      <ScheduleQueryModal editor={editor} />
    </Provider>,
  );
  return store;
}

describe('ScheduleQueryModal', () => {
  it('is not offered without a JSON schema in SCHEDULED_QUERIES', () => {
    renderSchedule({ SCHEDULED_QUERIES: {} });
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('builds the form from the schema, checks required fields and posts schedule_info', async () => {
    const store = renderSchedule({ SCHEDULED_QUERIES });
    const fields: Record<string, unknown> = {};
    server.use(
      http.post('*/savedqueryviewapi/api/create', async ({ request }) => {
        (await request.formData()).forEach((value, key) => {
          fields[key] = JSON.parse(String(value));
        });
        return HttpResponse.json({ item: { id: 4 }, message: 'Added Row' });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('dialog');
    // The schema's fields arrive with their own code, on the first opening.
    expect(await screen.findByLabelText('Schedule interval', undefined, { timeout: 10_000 })).toHaveAttribute(
      'placeholder',
      '@daily, @weekly, etc.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Output table name is a required property')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Output table name'), { target: { value: 'out' } });
    fireEvent.change(screen.getByLabelText('Schedule interval'), { target: { value: '@daily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fields.extra_json).toBeDefined());
    expect(JSON.parse(fields.extra_json as string)).toEqual({
      schedule_info: { output_table: 'out', schedule_interval: '@daily', retries: 2 },
    });
    expect(fields).toMatchObject({ label: 'Nightly', db_id: 1, sql: 'SELECT 1' });
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual([
        'Your query has been scheduled. To see details of your query, navigate to Saved queries',
      ]),
    );
  });
});
