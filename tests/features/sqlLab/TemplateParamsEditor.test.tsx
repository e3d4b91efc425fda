import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TemplateParamsEditor } from '../../../src/features/sqlLab/components/TemplateParamsEditor';

describe('TemplateParamsEditor', () => {
  it('checks the JSON as it is typed, shows the error and refuses to apply it', async () => {
    const onChange = vi.fn();
    render(<TemplateParamsEditor value="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Parameters' }));
    const textarea = await screen.findByRole('textbox', { name: 'Template parameters' });
    fireEvent.change(textarea, { target: { value: '{"a": ' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Invalid template parameters: /);
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    fireEvent.change(textarea, { target: { value: '[1]' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Template parameters must be a JSON object.');
    fireEvent.change(textarea, { target: { value: '{"a": 1}' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('{"a": 1}');
  });

  it('marks the button when the tab holds invalid parameters', () => {
    render(<TemplateParamsEditor value="{oops" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Parameters' })).toHaveAttribute(
      'title',
      expect.stringMatching(/^Invalid template parameters/),
    );
  });
});
