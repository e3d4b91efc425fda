import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { actionLogRison, logEndpoint, postLogEvents, setGuestToken } from '../../../src/api/log';

interface Received {
  url: string;
  events: string | null;
  guestField: string | null;
  guestHeader: string | null;
}

const received: Received[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ message: 'Not authorized' }, { status: 401 })),
  http.post('*/superset/log/', async ({ request }) => {
    const form = await request.formData();
    const field = form.get('guest_token');
    received.push({
      url: request.url,
      events: typeof form.get('events') === 'string' ? String(form.get('events')) : null,
      guestField: typeof field === 'string' ? field : null,
      guestHeader: request.headers.get('X-GuestToken'),
    });
    return new HttpResponse('', { status: 200 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  setGuestToken(null);
});
afterAll(() => server.close());

describe('posting events (no beacon)', () => {
  it('sends a multipart form with events as JSON text, even without a session', async () => {
    const events = JSON.stringify([{ event_name: 'mount_dashboard' }]);
    await postLogEvents(logEndpoint({ dashboardId: 3 }), events);
    expect(received).toHaveLength(1);
    expect(new URL(received[0].url).search).toBe('?explode=events&dashboard_id=3');
    expect(received[0].events).toBe(events);
    expect(received[0].guestField).toBeNull();
  });

  it('attaches the guest token as a field and a header', async () => {
    setGuestToken('guest-jwt');
    await postLogEvents(logEndpoint(), '[]');
    expect(received[0]).toMatchObject({ guestField: 'guest-jwt', guestHeader: 'guest-jwt' });
  });
});

describe('the Action log query', () => {
  it('asks for the newest first, 25 a page, with the filters given', () => {
    expect(actionLogRison({ eventName: ' load_chart ', userId: 2, dashboardId: 5, sliceId: 9, page: 1 })).toEqual({
      order_column: 'dttm',
      order_direction: 'desc',
      page: 1,
      page_size: 25,
      filters: [
        { col: 'json', opr: 'ct', value: 'load_chart' },
        { col: 'user', opr: 'rel_o_m', value: 2 },
        { col: 'dashboard_id', opr: 'eq', value: 5 },
        { col: 'slice_id', opr: 'eq', value: 9 },
      ],
    });
  });
});
