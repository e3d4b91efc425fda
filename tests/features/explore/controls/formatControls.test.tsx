import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ControlConfig } from '../../../../src/features/charts';
import {
  ConditionalFormattingControl,
  describeRule,
} from '../../../../src/features/explore/controls/ConditionalFormattingControl';
import { CurrencyControl } from '../../../../src/features/explore/controls/CurrencyControl';
import { CONTROL_COMPONENTS } from '../../../../src/features/explore/controls/controlComponents';

const formattingConfig: ControlConfig = {
  type: 'ConditionalFormattingControl',
  label: 'Conditional formatting',
  default: [],
  choices: [
    ['revenue', 'Revenue'],
    ['count', 'count'],
  ],
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

function renderFormatting(value: unknown = []) {
  const onChange = vi.fn();
  render(
    <ConditionalFormattingControl
      name="conditional_formatting"
      config={formattingConfig}
      value={value}
      onChange={onChange}
      validationErrors={[]}
      datasource={null}
      formData={{ datasource: '1__table', viz_type: 'table' }}
    />,
  );
  return onChange;
}

describe('conditional formatting control', () => {
  it('is the component of its control type, and of the currency control type', () => {
    expect(CONTROL_COMPONENTS.ConditionalFormattingControl).toBe(ConditionalFormattingControl);
    expect(CONTROL_COMPONENTS.CurrencyControl).toBe(CurrencyControl);
  });

  it('adds a rule with a column, colour, operator and target value', async () => {
    const onChange = renderFormatting();
    fireEvent.click(screen.getByRole('button', { name: 'Add new formatter' }));
    const editor = await screen.findByTestId('conditional-formatting-editor');
    await choose('Operator', '>');
    fireEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(await within(editor).findByText('Required')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Target value' }), { target: { value: '1000' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([
      { column: 'revenue', colorScheme: 'colorSuccess', operator: '>', targetValue: 1000 },
    ]);
  });

  it('asks for a left value smaller than the right one in a range', async () => {
    const onChange = renderFormatting();
    fireEvent.click(screen.getByRole('button', { name: 'Add new formatter' }));
    const editor = await screen.findByTestId('conditional-formatting-editor');
    await choose('Operator', '≤ x <');
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Left value' }), { target: { value: '50' } });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Right value' }), { target: { value: '10' } });
    expect(within(editor).getByText('This value should be smaller than the right target value')).toBeInTheDocument();
    expect(within(editor).getByText('This value should be greater than the left target value')).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows each rule as a tag that can be removed', () => {
    const rule = {
      column: 'revenue',
      colorScheme: 'colorError',
      operator: '≤ x ≤' as const,
      targetValueLeft: 1,
      targetValueRight: 9,
    };
    const onChange = renderFormatting([rule]);
    expect(screen.getByTestId('conditional-formatting-rule')).toHaveTextContent('1 ≤ Revenue ≤ 9');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 ≤ Revenue ≤ 9' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(describeRule({ column: 'count', operator: 'None' }, 'count')).toBe('count');
    expect(describeRule({ column: 'count', operator: '≠', targetValue: 3 }, 'count')).toBe('count ≠ 3');
  });
});

describe('currency control', () => {
  it('stores the chosen currency with its position, and nothing once cleared', async () => {
    const onChange = vi.fn();
    const config: ControlConfig = { type: 'CurrencyControl', label: 'Currency format' };
    const props = {
      name: 'currency_format',
      config,
      onChange,
      validationErrors: [],
      datasource: null,
      formData: { datasource: '1__table', viz_type: 'table' },
    };
    const { rerender } = render(<CurrencyControl {...props} value={null} />);
    await choose('Currency', '€ (EUR)');
    expect(onChange).toHaveBeenLastCalledWith({ symbolPosition: 'prefix', symbol: 'EUR' });
    rerender(<CurrencyControl {...props} value={{ symbolPosition: 'prefix', symbol: 'EUR' }} />);
    await choose('Prefix or suffix', 'Suffix');
    expect(onChange).toHaveBeenLastCalledWith({ symbolPosition: 'suffix', symbol: 'EUR' });
  });
});
