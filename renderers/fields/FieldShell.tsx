/** Label, control and the field's error (shown once touched or after a submit attempt). */
import type { ReactNode } from 'react';

export interface FieldShellProps {
  label: string;
  required: boolean;
  error?: string | undefined;
  htmlFor?: string;
  children: ReactNode;
}

export function FieldShell({ label, required, error, htmlFor, children }: FieldShellProps) {
  return (
    <div style={{ padding: '10px 16px', borderBottom: '1px solid #f2f2f2', background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'center', minHeight: 28 }}>
        <label htmlFor={htmlFor} style={{ width: 112, flex: 'none', fontSize: 15, color: '#333' }}>
          {required ? <span style={{ color: '#e53935' }}>*</span> : null}
          {label}
        </label>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </div>
      {error ? (
        <div role="alert" style={{ color: '#e53935', fontSize: 12, marginTop: 4, paddingLeft: 112 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A stable DOM id for a form path (`insureds.1.name` → `field-insureds-1-name`). */
export const fieldId = (name: string): string => `field-${name.replace(/\./g, '-')}`;
