/**
 * A labelled field in a vertical form, without antd's Form (its validation machinery is a large
 * download, and a modal that only lays out two inputs does not use it).
 */
import type { ReactNode } from 'react';

const FIELD_STYLE = { marginBottom: 16 } as const;
const LABEL_STYLE = { display: 'block', paddingBottom: 8 } as const;

export function FormField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div style={FIELD_STYLE}>
      <label htmlFor={htmlFor} style={LABEL_STYLE}>
        {label}
      </label>
      {children}
    </div>
  );
}
