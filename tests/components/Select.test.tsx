import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from '../../src/components/Select';

const colors: SelectOption[] = [
  { label: 'Red', value: 'red' },
  { label: 'Blue', value: 'blue' },
  { label: 'Green', value: 'green' },
  { label: 'Grey', value: 'grey', disabled: true },
];

function optionLabels(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

async function open(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name }));
  return user;
}

describe('Select', () => {
  it('is named by ariaLabel and shows the header', () => {
    render(<Select ariaLabel="Colors" options={colors} header="Pick colors" />);
    expect(screen.getByRole('combobox', { name: 'Colors' })).toBeInTheDocument();
    expect(screen.getByText('Pick colors')).toBeInTheDocument();
  });

  it("offers 'Select All' in multiple mode, and it selects every enabled option", async () => {
    const onChange = vi.fn();
    render(<Select ariaLabel="Colors" mode="multiple" options={colors} onChange={onChange} virtual={false} />);
    const user = await open('Colors');
    expect(optionLabels()[0]).toBe('Select All');
    await user.click(screen.getByRole('option', { name: 'Select All' }));
    expect(onChange).toHaveBeenLastCalledWith(['red', 'blue', 'green']);
  });

  it("has no 'Select All' in single mode", async () => {
    render(<Select ariaLabel="Colors" options={colors} virtual={false} />);
    await open('Colors');
    expect(optionLabels()).toEqual(['Red', 'Blue', 'Green', 'Grey']);
  });

  it("has no 'Select All' with only one enabled option", async () => {
    const oneEnabled = [colors[0], { ...colors[1], disabled: true }];
    render(<Select ariaLabel="Colors" mode="multiple" options={oneEnabled} virtual={false} />);
    await open('Colors');
    expect(optionLabels()).toEqual(['Red', 'Blue']);
  });

  it("hides 'Select All' while there is search text", async () => {
    render(<Select ariaLabel="Colors" mode="multiple" options={colors} virtual={false} />);
    const user = await open('Colors');
    await user.keyboard('gr');
    expect(optionLabels()).toEqual(['Green', 'Grey']);
  });

  it("has no 'Select All' when it is turned off", async () => {
    render(<Select ariaLabel="Colors" mode="multiple" options={colors} allowSelectAll={false} virtual={false} />);
    await open('Colors');
    expect(optionLabels()).not.toContain('Select All');
  });

  it('offers typed text as a new option only when new options are allowed', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <Select ariaLabel="Tags" mode="multiple" options={colors} allowNewOptions onChange={onChange} virtual={false} />,
    );
    let user = await open('Tags');
    await user.keyboard('purple');
    expect(optionLabels()).toEqual(['purple']);
    await user.click(screen.getByRole('option', { name: 'purple' }));
    expect(onChange).toHaveBeenLastCalledWith(['purple']);
    unmount();

    render(<Select ariaLabel="Fixed" mode="multiple" options={colors} virtual={false} />);
    user = await open('Fixed');
    await user.keyboard('purple');
    expect(optionLabels()).toEqual([]);
  });

  it('selects the matching options of text pasted into a multiple select', async () => {
    const onChange = vi.fn();
    render(<Select ariaLabel="Colors" mode="multiple" options={colors} value={['blue']} onChange={onChange} />);
    const user = await open('Colors');
    await user.paste('red,Green\npurple;grey\tblue');
    expect(onChange).toHaveBeenLastCalledWith(['blue', 'red', 'green']);
    expect(screen.getByRole('combobox', { name: 'Colors' })).toHaveValue('');
  });

  it('adds pasted pieces as new values when new options are allowed', async () => {
    const onChange = vi.fn();
    render(<Select ariaLabel="Tags" mode="multiple" options={colors} allowNewOptions onChange={onChange} />);
    const user = await open('Tags');
    await user.paste('red;purple');
    expect(onChange).toHaveBeenLastCalledWith(['red', 'purple']);
    expect(document.querySelector('.ant-select-selection-item[title="purple"]')).not.toBeNull();
  });

  it('shows options in pages of 100 and loads the next page when scrolled past 70 percent', async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ label: `Item ${index}`, value: index }));
    render(<Select ariaLabel="Items" options={many} virtual={false} />);
    await open('Items');
    expect(screen.getAllByRole('option')).toHaveLength(100);

    const list = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 200 });
    list.scrollTop = 500;
    fireEvent.scroll(list);
    expect(screen.getAllByRole('option')).toHaveLength(100);

    list.scrollTop = 600;
    fireEvent.scroll(list);
    expect(await screen.findAllByRole('option')).toHaveLength(200);
  });

  it('honours a smaller page size', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ label: `Item ${index}`, value: index }));
    render(<Select ariaLabel="Items" options={many} pageSize={10} virtual={false} />);
    await open('Items');
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('drops a single value that is not among the choices', () => {
    const { container } = render(<Select ariaLabel="Colors" options={colors} value="purple" placeholder="Choose" />);
    expect(within(container).queryByText('purple')).toBeNull();
    expect(within(container).getByText('Choose')).toBeInTheDocument();
  });

  it('keeps only the valid values of a multiple select', () => {
    const { container } = render(
      <Select ariaLabel="Colors" mode="multiple" options={colors} value={['red', 'purple', 'blue']} />,
    );
    expect(within(container).getByText('Red')).toBeInTheDocument();
    expect(within(container).getByText('Blue')).toBeInTheDocument();
    expect(within(container).queryByText('purple')).toBeNull();
  });

  it('shows at most 4 tags by default', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ label: `Tag ${index}`, value: index }));
    const { container } = render(<Select ariaLabel="Tags" mode="multiple" options={many} value={[0, 1, 2, 3, 4, 5]} />);
    expect(within(container).getByText('Tag 3')).toBeInTheDocument();
    expect(within(container).queryByText('Tag 4')).toBeNull();
    expect(within(container).getByText(/\+ 2/)).toBeInTheDocument();
  });
});
