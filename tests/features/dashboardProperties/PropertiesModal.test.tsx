import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PropertiesModal } from '../../../src/features/dashboardProperties';
import { recorded, renderWithStore, server, toastTexts, serveDashboardApi } from './propertiesTestKit';

vi.mock('../../../src/features/dashboardProperties/CodeEditor', async () => import('./codeEditorDouble'));

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine,
// where the default 20 s per test is not enough for these journeys through the page.
vi.setConfig({ testTimeout: 60_000 });

serveDashboardApi();

async function openModal(featureFlags: Record<string, boolean> = {}) {
  const onSaved = vi.fn();
  const onHide = vi.fn();
  const view = renderWithStore(
    <PropertiesModal dashboardId={5} open onHide={onHide} onSaved={onSaved} />,
    featureFlags,
  );
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Sales'), { timeout: 10_000 });
  // The metadata editor is a lazy chunk of its own.
  await screen.findByLabelText('JSON metadata', {}, { timeout: 10_000 });
  return { ...view, onSaved, onHide };
}

describe('PropertiesModal', () => {
  it('reads the dashboard and saves title and slug with every field, the metadata whole', async () => {
    const { onSaved, onHide, store } = await openModal();
    expect(screen.getByLabelText('URL slug')).toHaveValue('sales');
    expect(screen.getByLabelText('JSON metadata')).toHaveValue(
      '{\n  "color_scheme": "bnbColors",\n  "refresh_frequency": 0,\n  "native_filter_configuration": []\n}',
    );
    expect(screen.queryByRole('combobox', { name: 'Roles' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Revenue' } });
    fireEvent.change(screen.getByLabelText('URL slug'), { target: { value: 'the revenue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorded.puts).toHaveLength(1);
    const body = recorded.puts[0];
    expect(body).toEqual({
      dashboard_title: 'Revenue',
      slug: 'the revenue',
      owners: [1],
      certified_by: null,
      certification_details: null,
      css: '.header { color: red; }',
      json_metadata: expect.any(String),
    });
    expect(JSON.parse(body.json_metadata as string)).toEqual({
      color_scheme: 'bnbColors',
      refresh_frequency: 0,
      native_filter_configuration: [],
    });
    // The caller gets the server's slug to rewrite the address with.
    expect(onSaved.mock.calls[0][0]).toMatchObject({ id: 5, dashboard_title: 'Revenue', slug: 'the-revenue' });
    expect(onHide).toHaveBeenCalled();
    expect(toastTexts(store)).toEqual(['The dashboard has been saved']);
  });

  it('refuses invalid JSON metadata before any request', async () => {
    const { store, onSaved } = await openModal();
    fireEvent.change(screen.getByLabelText('JSON metadata'), { target: { value: '{"color_scheme": ' } });
    expect(screen.getByText('JSON metadata is invalid!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['JSON metadata is invalid!']));
    expect(recorded.puts).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('writes the chosen colour scheme into the metadata', async () => {
    await openModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Color scheme' }));
    await user.click(await screen.findByTitle('Superset Colors'));
    expect(JSON.parse((screen.getByLabelText('JSON metadata') as HTMLTextAreaElement).value)).toMatchObject({
      color_scheme: 'supersetColors',
      refresh_frequency: 0,
    });
  });

  it("shows 'You do not have permission to edit this dashboard' when the server refuses", async () => {
    server.use(http.put('*/api/v1/dashboard/5', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const { onSaved, onHide } = await openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to edit this dashboard')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('offers roles with DASHBOARD_RBAC and saves them', async () => {
    const { onSaved } = await openModal({ DASHBOARD_RBAC: true });
    expect(screen.getByRole('combobox', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByText('Gamma')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorded.puts[0]).toMatchObject({ roles: [4], owners: [1] });
  });
});
