import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetClient } from '../../../src/api/client';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { DashboardInfo } from '../../../src/api/dashboards';
import { defaultCommon } from '../../../src/app/bootstrap';
import { createAppStore, type RootState } from '../../../src/app/store';

export const DASHBOARD = {
  id: 5,
  dashboard_title: 'Sales',
  slug: 'sales',
  css: '.header { color: red; }',
  json_metadata: '{"color_scheme":"bnbColors","refresh_frequency":0,"native_filter_configuration":[]}',
  published: true,
  owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
  roles: [{ id: 4, name: 'Gamma' }],
  certified_by: null,
  certification_details: null,
};

/** The page's copy in edit mode: title and CSS changed locally, not yet saved. */
export const LOCAL_INFO: DashboardInfo = {
  id: 5,
  slug: 'sales',
  dashboard_title: 'Sales (draft)',
  published: true,
  css: '.header { color: green; }',
  metadata: { color_scheme: 'bnbColors', refresh_frequency: 0, native_filter_configuration: [] },
  position_data: null,
  owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
  roles: [{ id: 4, name: 'Gamma' }],
  certified_by: null,
  certification_details: null,
};

export const recorded = {
  gets: 0,
  puts: [] as Record<string, unknown>[],
  related: [] as string[],
};

export function resetRecorded() {
  recorded.gets = 0;
  recorded.puts.length = 0;
  recorded.related.length = 0;
}

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/dashboard/5', () => {
    recorded.gets += 1;
    return HttpResponse.json({ result: DASHBOARD });
  }),
  http.get('*/api/v1/dashboard/related/:relation', ({ params }) => {
    recorded.related.push(String(params.relation));
    return HttpResponse.json({
      count: 2,
      result:
        params.relation === 'roles'
          ? [
              { value: 4, text: 'Gamma' },
              { value: 5, text: 'Sales team' },
            ]
          : [
              { value: 1, text: 'Alice Smith' },
              { value: 2, text: 'Bob Jones' },
            ],
    });
  }),
  http.put('*/api/v1/dashboard/5', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    recorded.puts.push(body);
    const slug = typeof body.slug === 'string' ? body.slug.replace(/ /g, '-') : body.slug;
    return HttpResponse.json({ id: 5, result: { ...body, slug }, last_modified_time: 1700000000 });
  }),
);

export function renderWithStore(
  element: ReactElement,
  featureFlags: Record<string, boolean> = {},
  preloadedState: Partial<RootState> = {},
) {
  const common = { ...defaultCommon(), feature_flags: featureFlags };
  const store = createAppStore({
    preloadedState: {
      ...preloadedState,
      bootstrap: { user: { userId: 1, roles: { Admin: [] }, permissions: {} }, common },
    },
  });
  const view = render(<Provider store={store}>{element}</Provider>);
  return { store, ...view };
}

export function toastTexts(store: ReturnType<typeof createAppStore>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}

/** The test server for a file's tests: unknown requests fail, handlers and records reset after each. */
export function serveDashboardApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetRecorded();
  });
  afterAll(() => server.close());
  beforeEach(() => resetClient());
}
