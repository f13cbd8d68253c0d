/**
 * text, name, mobile, email: a text input bound to one form path. Typing renders nothing but this
 * field, and only when its error changes (FieldInput: the input is registered, not controlled).
 */
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldInput } from './FieldInput';

const INPUT_MODE: Record<string, 'text' | 'tel' | 'email'> = { mobile: 'tel', email: 'email' };

export function TextFieldWidget({ field, name }: FieldRendererProps) {
  return (
    <FieldInput
      field={field}
      name={name}
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
