import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CssEditorModal, PropertiesModal } from '../../../src/features/dashboardProperties';
import { LOCAL_INFO, recorded, renderWithStore, toastTexts, serveDashboardApi } from './propertiesTestKit';

vi.mock('../../../src/features/dashboardProperties/CodeEditor', async () => import('./codeEditorDouble'));

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

serveDashboardApi();

async function openProperties() {
  const onApply = vi.fn();
  const onHide = vi.fn();
  const view = renderWithStore(
    <PropertiesModal dashboardId={5} open onHide={onHide} local={{ info: LOCAL_INFO, onApply }} />,
  );
  await screen.findByLabelText('JSON metadata', {}, { timeout: 10_000 });
  return { ...view, onApply, onHide };
}

describe('PropertiesModal in edit mode', () => {
  it("starts from the page's unsaved copy, not the server's, and applies without a request", async () => {
    const { onApply, onHide } = await openProperties();
    expect(screen.getByLabelText('Title')).toHaveValue('Sales (draft)');
    expect(JSON.parse((screen.getByLabelText('JSON metadata') as HTMLTextAreaElement).value)).toEqual(
      LOCAL_INFO.metadata,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Revenue' } });
    fireEvent.change(screen.getByLabelText('JSON metadata'), {
      target: { value: '{"color_scheme": "supersetColors", "label_colors": {"boys": "#00f"}}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      dashboard_title: 'Revenue',
      metadata: { color_scheme: 'supersetColors', label_colors: { boys: '#00f' } },
    });
    expect(onHide).toHaveBeenCalled();
    expect(recorded.gets).toBe(0);
    expect(recorded.puts).toEqual([]);
  });

  it('still refuses invalid JSON metadata', async () => {
    const { store, onApply, onHide } = await openProperties();
    fireEvent.change(screen.getByLabelText('JSON metadata'), { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toastTexts(store)).toEqual(['JSON metadata is invalid!']));
    expect(onApply).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('applies nothing when nothing changed', async () => {
    const { onApply, onHide } = await openProperties();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onHide).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('hands a newly picked owner to the page by name', async () => {
    const { onApply } = await openProperties();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Owners' }));
    await user.click(await screen.findByTitle('Bob Jones'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      owners: [
        { id: 1, first_name: 'Alice', last_name: 'Smith' },
        { id: 2, first_name: 'Bob Jones' },
      ],
    });
    expect(recorded.puts).toEqual([]);
  });
});

describe('CssEditorModal in edit mode', () => {
  it("starts from the page's CSS and applies the new CSS without a request", async () => {
    const onApply = vi.fn();
    const onHide = vi.fn();
    renderWithStore(<CssEditorModal dashboardId={5} open onHide={onHide} local={{ info: LOCAL_INFO, onApply }} />);
    const editor = await screen.findByLabelText('CSS', {}, { timeout: 10_000 });
    expect(editor).toHaveValue('.header { color: green; }');
    fireEvent.change(editor, { target: { value: '.x { top: 0; }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ css: '.x { top: 0; }' });
    expect(onHide).toHaveBeenCalled();
    expect(document.head.querySelector('style[data-dashboard-css-preview]')).toBeNull();
    expect(recorded.gets).toBe(0);
    expect(recorded.puts).toEqual([]);
  });
});
