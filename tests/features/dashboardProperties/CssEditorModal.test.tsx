import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CssEditorModal } from '../../../src/features/dashboardProperties';
import { recorded, renderWithStore, server, serveDashboardApi } from './propertiesTestKit';

vi.mock('../../../src/features/dashboardProperties/CodeEditor', async () => import('./codeEditorDouble'));

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine,
// where the default 20 s per test is not enough for these journeys through the page.
vi.setConfig({ testTimeout: 60_000 });

serveDashboardApi();

function previewStyle(): string | null {
  return document.head.querySelector('style[data-dashboard-css-preview]')?.textContent ?? null;
}

describe('CssEditorModal', () => {
  it('applies the CSS while it is edited and restores the saved CSS on cancel', async () => {
    const onPreview = vi.fn();
    const onHide = vi.fn();
    renderWithStore(<CssEditorModal dashboardId={5} open onHide={onHide} onPreview={onPreview} />);
    const editor = await screen.findByLabelText('CSS', {}, { timeout: 10_000 });
    expect(editor).toHaveValue('.header { color: red; }');
    fireEvent.change(editor, { target: { value: '.header { color: blue; }' } });
    await waitFor(() => expect(onPreview).toHaveBeenLastCalledWith('.header { color: blue; }'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPreview).toHaveBeenLastCalledWith('.header { color: red; }');
    expect(onHide).toHaveBeenCalled();
    expect(recorded.puts).toEqual([]);
  });

  it('previews with a style element of its own when the caller applies nothing, removed on cancel', async () => {
    renderWithStore(<CssEditorModal dashboardId={5} open onHide={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('CSS', {}, { timeout: 10_000 }), {
      target: { value: 'body { margin: 3px; }' },
    });
    await waitFor(() => expect(previewStyle()).toBe('body { margin: 3px; }'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(previewStyle()).toBeNull();
  });

  it('saves the whole dashboard with the new CSS', async () => {
    const onSaved = vi.fn();
    renderWithStore(<CssEditorModal dashboardId={5} open onHide={() => undefined} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText('CSS', {}, { timeout: 10_000 }), {
      target: { value: '.x { top: 0; }' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(recorded.puts[0]).toMatchObject({
      css: '.x { top: 0; }',
      dashboard_title: 'Sales',
      slug: 'sales',
      owners: [1],
      json_metadata: expect.stringContaining('"color_scheme": "bnbColors"'),
    });
  });

  it("shows 'You do not have permissions to edit this dashboard.' when the server refuses", async () => {
    server.use(http.put('*/api/v1/dashboard/5', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    renderWithStore(<CssEditorModal dashboardId={5} open onHide={() => undefined} />);
    await screen.findByLabelText('CSS', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permissions to edit this dashboard.')).toBeInTheDocument();
  });
});
