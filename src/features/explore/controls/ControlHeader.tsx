import { Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

/** 'cannot be empty' reads after the control's name ('Metrics cannot be empty'); a sentence stays as it is. */
export function controlMessage(label: string, message: string): string {
  return label && /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

interface ControlHeaderProps {
  label: string;
  description?: string;
  validationErrors: readonly string[];
  htmlFor?: string;
  children: ReactNode;
}

/** A control's label (with its description as a tooltip), the control, and its validation messages. */
export function ControlHeader({ label, description, validationErrors, htmlFor, children }: ControlHeaderProps) {
  const invalid = validationErrors.length > 0;
  return (
    <div className="explore-control" style={{ marginBottom: 12 }} data-invalid={invalid || undefined}>
      <label
        htmlFor={htmlFor}
        style={{ display: 'block', fontWeight: 500, marginBottom: 4, color: invalid ? '#e04355' : undefined }}
      >
        {description ? <Tooltip title={description}>{label}</Tooltip> : label}
      </label>
      {children}
      {validationErrors.map((message) => (
        <Typography.Text key={message} type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">
          {controlMessage(label, message)}
        </Typography.Text>
      ))}
    </div>
  );
}
