/**
 * text, name, mobile, email: a text input bound to one form path. Only this component re-renders
 * while the user types (useController subscribes to its own field).
 */
import { Input } from 'antd-mobile';
import { useController } from 'react-hook-form';
import { format } from '../../engine/messages';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';

const INPUT_MODE: Record<string, 'text' | 'tel' | 'email'> = { mobile: 'tel', email: 'email' };

export function TextFieldWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  return (
    <FieldShell label={field.label} required={field.required} error={fieldState.error?.message} htmlFor={fieldId(name)}>
      <Input
        id={fieldId(name)}
        name={name}
        value={typeof control.value === 'string' ? control.value : ''}
        onChange={control.onChange}
        onBlur={control.onBlur}
        readOnly={field.readOnly}
        inputMode={INPUT_MODE[field.widget] ?? 'text'}
        maxLength={field.widget === 'mobile' ? 11 : undefined}
        placeholder={field.placeholder ?? format('screens.insure.select')}
        aria-invalid={fieldState.invalid}
        aria-label={field.label}
      />
    </FieldShell>
  );
}

const entry = (widget: string): FieldEntry => ({ key: widget, tester: rankWith(1, widgetIs(widget)), renderer: TextFieldWidget });
export const textFieldEntries: FieldEntry[] = [entry('text'), entry('name'), entry('mobile'), entry('email')];
