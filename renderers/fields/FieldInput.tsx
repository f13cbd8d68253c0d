/**
 * The labelled text input of the typed fields (text, name, mobile, email, idNumber): bound to the
 * field's controller, named by its label, read-only when the field is, its error under it.
 */
import { Input, type InputProps } from 'antd-mobile';
import type { UseControllerReturn } from 'react-hook-form';
import { useFormat } from '../platform/locale';
import type { FieldModel } from '../../engine/model';
import { FieldShell, fieldId } from './FieldShell';

export interface FieldInputProps {
  field: FieldModel;
  name: string;
  controller: UseControllerReturn;
  /** Replaces the controller's onChange (the ID number also fills birthday and sex). */
  onChange?: (value: string) => void;
  inputMode?: InputProps['inputMode'];
  maxLength?: number | undefined;
  /** The value is personal data a screen recording keeps only masked (the ID number). */
  sensitive?: boolean;
}

export function FieldInput({
  field,
  name,
  controller,
  onChange,
  inputMode,
  maxLength,
  sensitive,
}: FieldInputProps) {
  const format = useFormat();
  const { field: control, fieldState } = controller;
  return (
    <FieldShell
      label={field.label}
      required={field.required}
      error={fieldState.error?.message}
      htmlFor={fieldId(name)}
    >
      <Input
        id={fieldId(name)}
        name={name}
        value={typeof control.value === 'string' ? control.value : ''}
        onChange={onChange ?? control.onChange}
        onBlur={control.onBlur}
        readOnly={field.readOnly}
        {...(inputMode ? { inputMode } : {})}
        maxLength={maxLength}
        {...(sensitive ? { 'data-sensitive': 'id-number' } : {})}
        placeholder={field.placeholder ?? format('screens.insure.select')}
        aria-invalid={fieldState.invalid}
        aria-label={field.label}
      />
    </FieldShell>
  );
}
