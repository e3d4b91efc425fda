/** The cron picker: choosing a preset and its fields writes the crontab, and its sentence is shown. */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CronPicker } from '../../../../src/features/reports/schedule';

const changes: string[] = [];

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CronPicker
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function chooseFrequency(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Schedule frequency' }));
  await userEvent.click(await screen.findByTitle(label));
}

function setNumber(label: string, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('CronPicker', () => {
  it('opens on the preset of the value and shows its sentence', () => {
    render(<Harness initial="0 12 * * 1" />);
    expect(screen.getByTitle('Every week')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Day of week' })).toBeInTheDocument();
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('At 12:00 PM, only on Monday');
  });

  it('every day at a time', async () => {
    render(<Harness initial="0 12 * * 1" />);
    await chooseFrequency('Every day');
    expect(screen.getByTestId('value')).toHaveTextContent('0 12 * * *');
    setNumber('Hour', '8');
    setNumber('Minute', '30');
    expect(screen.getByTestId('value')).toHaveTextContent('30 8 * * *');
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('At 08:30 AM');
  });

  it('every hour at a minute, and every month on a day', async () => {
    render(<Harness initial="0 12 * * 1" />);
    await chooseFrequency('Every hour');
    setNumber('Minute', '45');
    expect(screen.getByTestId('value')).toHaveTextContent('45 * * * *');
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('At 45 minutes past the hour');
    await chooseFrequency('Every month');
    setNumber('Day of month', '15');
    expect(screen.getByTestId('value')).toHaveTextContent('45 12 15 * *');
  });

  it('every week on a chosen day', async () => {
    render(<Harness initial="0 12 * * *" />);
    await chooseFrequency('Every week');
    await userEvent.click(screen.getByRole('combobox', { name: 'Day of week' }));
    await userEvent.click(await screen.findByTitle('Friday'));
    expect(screen.getByTestId('value')).toHaveTextContent('0 12 * * 5');
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('only on Friday');
  });

  it('a custom expression is typed as it is, and an invalid one shows why', async () => {
    render(<Harness initial="0 12 * * 1" />);
    await chooseFrequency('Custom (cron)');
    const field = screen.getByRole('textbox', { name: 'Cron expression' });
    expect(field).toHaveValue('0 12 * * 1');
    await userEvent.clear(field);
    await userEvent.type(field, '*/10 * * * *');
    expect(screen.getByTestId('value')).toHaveTextContent('*/10 * * * *');
    expect(screen.getByTestId('cron-sentence')).toHaveTextContent('Every 10 minutes');
    // Still custom although it is no preset's expression.
    expect(screen.getByRole('textbox', { name: 'Cron expression' })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '0 25 * * *');
    expect(screen.getByRole('alert')).toHaveTextContent('hours part must be >= 0 and <= 23');
  });

  it('a custom expression that matches a preset stays custom while typing', async () => {
    render(<Harness initial="*/5 * * * *" />);
    const field = screen.getByRole('textbox', { name: 'Cron expression' });
    await userEvent.clear(field);
    await userEvent.type(field, '0 * * * *');
    expect(screen.getByRole('textbox', { name: 'Cron expression' })).toHaveValue('0 * * * *');
  });
});
