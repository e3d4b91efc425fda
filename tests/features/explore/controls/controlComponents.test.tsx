import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { AdhocFilterEditor } from '../../../../src/features/explore/controls/AdhocFilterEditor';
import { AdhocMetricEditor } from '../../../../src/features/explore/controls/AdhocMetricEditor';
import { describeFilter } from '../../../../src/features/explore/controls/AdhocFilterControl';
import { operatorArity } from '../../../../src/features/explore/controls/filterOperators';
import { parseTextControlValue } from '../../../../src/features/explore/controls/simpleControls';
import { advancedRange, timeRangeKind } from '../../../../src/features/explore/controls/TimeRangeControl';

const datasource: DatasourceMeta = {
  id: 1,
  uid: '1__table',
  type: 'table',
  name: 'main.birth_names',
  columns: [
    { column_name: 'name', type_generic: 'string' },
    { column_name: 'num', type_generic: 'numeric' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

describe('metric editor', () => {
  it('builds a SIMPLE metric with a custom label', async () => {
    const onSave = vi.fn();
    render(<AdhocMetricEditor datasource={datasource} initial={null} onSave={onSave} onCancel={() => undefined} />);
    await choose('Column', 'num');
    await choose('Aggregate', 'SUM');
    await userEvent.type(screen.getByRole('textbox', { name: 'Metric label' }), 'Births');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'num' },
        label: 'Births',
        hasCustomLabel: true,
      }),
    );
  });

  it('builds a custom SQL metric labelled by its SQL', async () => {
    const onSave = vi.fn();
    render(<AdhocMetricEditor datasource={datasource} initial={null} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Custom SQL' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'SQL expression' }), { target: { value: 'SUM(num) / 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ expressionType: 'SQL', sqlExpression: 'SUM(num) / 2', label: 'SUM(num) / 2' }),
    );
  });
});

describe('filter editor (spec charts §5 operator arities)', () => {
  it('IS NULL and IS NOT NULL take no value; IN takes many; others one', () => {
    expect(operatorArity('IS NULL')).toBe('none');
    expect(operatorArity('IS NOT NULL')).toBe('none');
    expect(operatorArity('IN')).toBe('many');
    expect(operatorArity('NOT IN')).toBe('many');
    for (const operator of ['==', '!=', '>', '<', '>=', '<=', 'LIKE', 'ILIKE', 'TEMPORAL_RANGE'])
      expect(operatorArity(operator)).toBe('single');
  });

  it('shows no value input for IS NULL and saves the filter without a comparator', async () => {
    const onSave = vi.fn();
    render(
      <AdhocFilterEditor
        datasource={datasource}
        initial={{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'IS NULL' }}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Filter value' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'name',
      operator: 'IS NULL',
    });
  });

  it('saves a single numeric value as a number', () => {
    const onSave = vi.fn();
    render(
      <AdhocFilterEditor
        datasource={datasource}
        initial={{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>' }}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter value' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'num',
      operator: '>',
      comparator: 10,
    });
  });

  it('a time-range filter without a range of its own starts on the configured default range', () => {
    const onSave = vi.fn();
    const temporal = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'name',
      operator: 'TEMPORAL_RANGE',
    } as const;
    const { unmount } = render(
      <AdhocFilterEditor
        datasource={datasource}
        initial={temporal}
        onSave={onSave}
        onCancel={() => undefined}
        defaultTimeRange="Last week"
      />,
    );
    expect(within(screen.getByTestId('time-range-picker')).getByRole('radio', { name: 'Last' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ ...temporal, comparator: 'Last week' });
    unmount();
    // Unconfigured, the default is 'No filter'.
    render(<AdhocFilterEditor datasource={datasource} initial={temporal} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ ...temporal, comparator: 'No filter' });
  });

  it('saves a HAVING SQL filter', () => {
    const onSave = vi.fn();
    render(
      <AdhocFilterEditor
        datasource={datasource}
        initial={{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: '' }}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    );
    const editor = screen.getByTestId('adhoc-filter-editor');
    fireEvent.change(within(editor).getByRole('textbox', { name: 'SQL filter' }), {
      target: { value: 'SUM(num) > 5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 5' });
  });

  it('describes filters on their tags', () => {
    expect(
      describeFilter({ expressionType: 'SIMPLE', subject: 'region', operator: 'IN', comparator: ['EMEA', 'APAC'] }),
    ).toBe('region IN (EMEA, APAC)');
    expect(describeFilter({ expressionType: 'SIMPLE', subject: 'state', operator: 'IS NULL' })).toBe('state IS NULL');
  });
});

describe('text and time range controls', () => {
  it('parses integers and floats, keeps bad text for the validators', () => {
    expect(parseTextControlValue('7', true)).toBe(7);
    expect(parseTextControlValue('7.5', true)).toBe('7.5');
    expect(parseTextControlValue('7.5', false, true)).toBe(7.5);
    expect(parseTextControlValue('', true)).toBeNull();
  });

  it('reads a phrase back into its kind and builds advanced ranges', () => {
    expect(timeRangeKind('No filter')).toBe('No filter');
    expect(timeRangeKind('Last week')).toBe('Last');
    expect(timeRangeKind('previous calendar month')).toBe('Previous');
    expect(timeRangeKind('2020-01-01 : now')).toBe('Advanced');
    expect(advancedRange('2020-01-01 ', ' now')).toBe('2020-01-01 : now');
  });
});
