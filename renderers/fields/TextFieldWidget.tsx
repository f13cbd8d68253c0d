/**
 * text, name, mobile, email: a text input bound to one form path. Only this component re-renders
 * while the user types (useController subscribes to its own field).
 */
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldInput } from './FieldInput';

const INPUT_MODE: Record<string, 'text' | 'tel' | 'email'> = { mobile: 'tel', email: 'email' };

export function TextFieldWidget({ field, name }: FieldRendererProps) {
  const controller = useController({ name });
  return (
    <FieldInput
      field={field}
      name={name}
      controller={controller}
      inputMode={INPUT_MODE[field.widget] ?? 'text'}
      maxLength={field.widget === 'mobile' ? 11 : undefined}
    />
  );
}

const entry = (widget: string): FieldEntry => ({
  key: widget,
  tester: rankWith(1, widgetIs(widget)),
  renderer: TextFieldWidget,
});
export const textFieldEntries: FieldEntry[] = [entry('text'), entry('name'), entry('mobile'), entry('email')];
