/**
 * The labelled text input of the typed fields (text, name, mobile, email, idNumber): registered with
 * the form, named by its label, read-only when the field is, its error under it.
 *
 * The input is the browser's (uncontrolled, `register`): a keystroke puts the value in the form and
 * runs the field's check, and React renders nothing unless what is shown changes — the error
 * appears, changes or goes. A controlled input re-rendered its field on every keystroke and wrote the
 * value attribute back each time (a DOM mutation, a style recalculation and, with the sales
 * recording on, rrweb's mutation handling). It looks as antd-mobile's Input does (its classes and
 * stylesheet); the form writes the input when a value is set for it (setValue, reset).
 */
import 'antd-mobile/es/components/input/input.css';
import type { ChangeEvent } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { useFormMethods } from './form-methods';
import { useFormat } from '../platform/locale';
import type { FieldModel } from '../../engine/model';
import { FieldShell, fieldId } from './FieldShell';
import '../../engine/messages/zh-CN/screens';

export interface FieldInputProps {
  field: FieldModel;
  name: string;
  /** Called after the form has taken a typed value (the ID number also fills birthday and sex). */
  onValue?: (value: string) => void;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  maxLength?: number | undefined;
  /** The value is personal data a screen recording keeps only masked (the ID number). */
  sensitive?: boolean;
}

/** The message of the error at a form path (`insureds.2.name`), if any. */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

export function FieldInput({ field, name, onValue, inputMode, maxLength, sensitive }: FieldInputProps) {
  const format = useFormat();
  const { register } = useFormMethods();
  // Subscribed to this field's error alone: a keystroke that leaves it as it was renders nothing.
  const { errors } = useFormState({ name, exact: true });
  const error = errorAt(errors, name);
  const registration = register(
    name,
    onValue ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value) } : {},
  );
  return (
    <FieldShell label={field.label} required={field.required} error={error} htmlFor={fieldId(name)}>
      <div className="adm-input">
        <input
          {...registration}
          id={fieldId(name)}
          className="adm-input-element"
          readOnly={field.readOnly}
          {...(inputMode ? { inputMode } : {})}
          maxLength={maxLength}
          {...(sensitive ? { 'data-sensitive': 'id-number' } : {})}
          placeholder={field.placeholder ?? format('screens.insure.select')}
          aria-invalid={error !== undefined}
          aria-label={field.label}
        />
      </div>
    </FieldShell>
  );
}
