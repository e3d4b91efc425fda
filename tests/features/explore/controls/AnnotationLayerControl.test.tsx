import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { AnnotationLayer } from '../../../../common/annotationLayer';
import { createAppStore } from '../../../../src/app/store';
import { annotationQueryFailed } from '../../../../src/features/charts/annotations/annotationQueriesSlice';
import { AnnotationLayerControl } from '../../../../src/features/explore/controls/AnnotationLayerControl';
import type { ControlConfig } from '../../../../src/features/charts';

const config: ControlConfig = { type: 'AnnotationLayerControl', label: '', description: 'Annotation Layers' };
const formData = { datasource: '1__table', viz_type: 'echarts_timeseries_line' };

function renderControl(value: AnnotationLayer[], onChange = vi.fn()) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <AnnotationLayerControl
        name="annotation_layers"
        config={config}
        value={value}
        onChange={onChange}
        validationErrors={[]}
        datasource={null}
        formData={formData}
      />
    </Provider>,
  );
  return { store, onChange };
}

const trend: AnnotationLayer = { name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: '2*x', show: true };

describe('the annotation layer control', () => {
  it('adds a formula layer once it has a name and a formula that parses', async () => {
    const { onChange } = renderControl([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add annotation layer' }));
    const editor = await screen.findByTestId('annotation-layer-editor');
    const ok = within(editor).getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Name' }), 'Trend');
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Formula' }), '2*x+');
    expect(within(editor).getByRole('alert')).toHaveTextContent('Bad formula.');
    expect(ok).toBeDisabled();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Formula' }), '1');
    fireEvent.click(ok);
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'Trend', annotationType: 'FORMULA', value: '2*x+1', show: true }),
    ]);
  });

  it('removes a layer from its editor', async () => {
    const { onChange } = renderControl([trend]);
    fireEvent.click(screen.getByText('Trend'));
    const editor = await screen.findByTestId('annotation-layer-editor');
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it("shows a layer's failed annotation query", () => {
    const { store } = renderControl([trend]);
    expect(screen.queryByTestId('annotation-layer-error')).toBeNull();
    act(() => {
      store.dispatch(annotationQueryFailed({ key: 0, name: 'Trend', error: 'Query timeout' }));
    });
    expect(screen.getByTestId('annotation-layer-error')).toHaveTextContent('ERROR');
  });
});
