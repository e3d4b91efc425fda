import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetClient } from '../../../src/api/client';
import { recorded, renderDashboardList, resetRecorded, server, toastTexts, USERS } from './dashboardListTestKit';

vi.mock(
  '../../../src/features/dashboardProperties/CodeEditor',
  async () => import('../dashboardProperties/codeEditorDouble'),
);

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine,
// where the default 20 s per test is not enough for these journeys through the page.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
}

describe('DashboardListPage: favourites', () => {
  it("asks the page's favourite status in one call and stars with POST", async () => {
    renderDashboardList(USERS.gamma);
    const users = await rowOf('Users');
    await within(users).findByLabelText('Remove from favorites');
    expect(recorded.favoriteStatus).toEqual(['!(1,2)']);
    fireEvent.click(within(await rowOf('Sales overview')).getByLabelText('Add to favorites'));
    await waitFor(() => expect(recorded.calls).toEqual(['POST favorites 1']));
  });

  it('unstars with DELETE and shows the new state', async () => {
    renderDashboardList(USERS.gamma);
    const users = await rowOf('Users');
    fireEvent.click(await within(users).findByLabelText('Remove from favorites'));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE favorites 2']));
    expect(await within(users).findByLabelText('Add to favorites')).toBeInTheDocument();
  });

  it('puts the star back and says so when starring fails', async () => {
    server.use(
      http.post('*/api/v1/dashboard/:id/favorites/', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const store = renderDashboardList(USERS.gamma);
    const sales = await rowOf('Sales overview');
    fireEvent.click(within(sales).getByLabelText('Add to favorites'));
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['There was an error saving the favorite status: Forbidden']),
    );
    expect(within(sales).getByLabelText('Add to favorites')).toBeInTheDocument();
  });
});

describe('DashboardListPage: who may do what', () => {
  it('gives a user who only reads dashboards no edit, delete, publish, export, import or selection', async () => {
    renderDashboardList(USERS.gamma);
    const sales = await rowOf('Sales overview');
    expect(within(sales).queryByLabelText(/^(Edit|Delete|Export) /)).not.toBeInTheDocument();
    expect(within(sales).queryByLabelText(/Published/)).not.toBeInTheDocument();
    expect(within(sales).getByText('Published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import dashboards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("offers edit, publish and delete on the owner's dashboards only; export on all", async () => {
    renderDashboardList(USERS.owner);
    const sales = await rowOf('Sales overview');
    const users = await rowOf('Users');
    expect(within(sales).getByLabelText('Edit Sales overview')).toBeInTheDocument();
    expect(within(sales).getByLabelText('Delete Sales overview')).toBeInTheDocument();
    expect(within(sales).getByLabelText('Published: make draft')).toBeInTheDocument();
    expect(within(users).queryByLabelText('Edit Users')).not.toBeInTheDocument();
    expect(within(users).queryByLabelText('Draft: publish')).not.toBeInTheDocument();
    expect(within(users).getByLabelText('Export Users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import dashboards' })).toBeInTheDocument();
  });

  it('lets an admin edit every dashboard', async () => {
    renderDashboardList(USERS.admin);
    const users = await rowOf('Users');
    expect(within(users).getByLabelText('Edit Users')).toBeInTheDocument();
    expect(within(users).getByLabelText('Draft: publish')).toBeInTheDocument();
  });
});

describe('DashboardListPage: publish', () => {
  it('publishes with a PUT of published only and reloads the list', async () => {
    renderDashboardList(USERS.admin);
    const users = await rowOf('Users');
    const listsBefore = recorded.lists.length;
    fireEvent.click(within(users).getByLabelText('Draft: publish'));
    await waitFor(() => expect(recorded.puts).toEqual([{ id: 2, body: { published: true } }]));
    await waitFor(() => expect(recorded.lists.length).toBeGreaterThan(listsBefore));
  });

  it("says 'You do not have permissions to edit this dashboard.' when the server refuses", async () => {
    server.use(http.put('*/api/v1/dashboard/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const store = renderDashboardList(USERS.admin);
    const sales = await rowOf('Sales overview');
    fireEvent.click(within(sales).getByLabelText('Published: make draft'));
    await waitFor(() => expect(toastTexts(store)).toEqual(['You do not have permissions to edit this dashboard.']));
  });
});

describe('DashboardListPage: delete', () => {
  it('deletes one dashboard after a confirmation', async () => {
    const store = renderDashboardList(USERS.owner);
    const sales = await rowOf('Sales overview');
    fireEvent.click(within(sales).getByLabelText('Delete Sales overview'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Dashboard?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Sales overview?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE dashboard 1']));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted: Sales overview']));
  });

  it('deletes the selected dashboards in one bulk call, with the server message', async () => {
    const store = renderDashboardList(USERS.admin);
    await rowOf('Sales overview');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Dashboards?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 selected dashboards?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recorded.calls).toEqual(['DELETE dashboards !(1,2)']));
    await waitFor(() => expect(toastTexts(store)).toEqual(['Deleted 2 dashboards']));
  });

  it('keeps nothing deleted and says why when the server refuses', async () => {
    server.use(
      http.delete('*/api/v1/dashboard/:id', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const store = renderDashboardList(USERS.owner);
    const sales = await rowOf('Sales overview');
    fireEvent.click(within(sales).getByLabelText('Delete Sales overview'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['There was an issue deleting Sales overview: Forbidden']));
  });
});

describe('DashboardListPage: export', () => {
  it('downloads the selected dashboards as one bundle from export/?q=!(ids)', async () => {
    const exported: string[] = [];
    server.use(
      http.get('*/api/v1/dashboard/export/', ({ request }) => {
        exported.push(new URL(request.url).searchParams.get('q') ?? '');
        return new HttpResponse('PK-zip-bytes', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename=dashboard_export_20240101T000000.zip',
          },
        });
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:bundle');
    URL.revokeObjectURL = vi.fn();
    renderDashboardList(USERS.owner);
    await rowOf('Sales overview');
    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    await waitFor(() => expect(downloads).toEqual(['dashboard_export_20240101T000000.zip']));
    expect(exported).toEqual(['!(1,2)']);
  });

  it('says so when the export is refused', async () => {
    server.use(
      http.get('*/api/v1/dashboard/export/', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const store = renderDashboardList(USERS.owner);
    const users = await rowOf('Users');
    fireEvent.click(within(users).getByLabelText('Export Users'));
    await waitFor(() => expect(toastTexts(store)).toEqual(['There was an issue exporting the selected dashboards']));
  });
});

describe('DashboardListPage: properties', () => {
  it("opens a row's properties, saves the whole dashboard and shows the new title", async () => {
    let title = 'Sales overview';
    server.use(
      http.get('*/api/v1/dashboard/', () =>
        HttpResponse.json({
          count: 1,
          ids: [1],
          result: [{ id: 1, dashboard_title: title, slug: 'sales', published: true, owners: [{ id: 1 }] }],
        }),
      ),
      // Only a dashboard id: favorite_status/ and the others go on to the kit's handlers.
      http.get('*/api/v1/dashboard/:id', ({ params }) =>
        !/^\d+$/.test(String(params.id))
          ? undefined
          : HttpResponse.json({
              result: {
                id: 1,
                dashboard_title: title,
                slug: 'sales',
                css: '',
                json_metadata: '{"color_scheme": "supersetColors"}',
                owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
                roles: [],
              },
            }),
      ),
      http.put('*/api/v1/dashboard/:id', async ({ request }) => {
        const body = (await request.json()) as { dashboard_title: string };
        recorded.puts.push({ id: 1, body });
        title = body.dashboard_title;
        return HttpResponse.json({ id: 1, result: body, last_modified_time: 1 });
      }),
    );
    renderDashboardList(USERS.owner);
    fireEvent.click(within(await rowOf('Sales overview')).getByLabelText('Edit Sales overview'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Dashboard properties');
    const titleInput = await within(dialog).findByLabelText('Title');
    await waitFor(() => expect(titleInput).toHaveValue('Sales overview'));
    fireEvent.change(titleInput, { target: { value: 'Revenue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recorded.puts).toHaveLength(1));
    expect(recorded.puts[0].body).toMatchObject({ dashboard_title: 'Revenue', slug: 'sales', owners: [1] });
    expect(await screen.findByRole('link', { name: 'Revenue' })).toBeInTheDocument();
  });
});
