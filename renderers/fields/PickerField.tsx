/**
 * A picker field's row (date, select, region): label, the trigger button with the chosen value,
 * the field's error, and the picker sheet. The sheet's code (antd-mobile's pickers, dayjs, the
 * division table) is not part of the form: the sheet is mounted on the first tap, which loads it
 * (./sheets), and stays mounted after that so it slides out when closed and opens at once next time.
 */
import { Suspense, useState, type ReactNode } from 'react';
import type { FieldModel } from '../../engine/model';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger, type PickerTriggerProps } from './PickerTrigger';

export interface PickerFieldProps {
  field: Pick<FieldModel, 'label' | 'required' | 'placeholder' | 'readOnly'>;
  /** the field's form path */
  name: string;
  error?: string | undefined;
  /** the chosen value as the buyer reads it; empty shows the placeholder */
  text: string;
  popup?: PickerTriggerProps['popup'];
  userContent?: boolean;
  /** The sheet, once it has been opened: `open` is whether it shows, `close` hides it. */
  sheet: (open: boolean, close: () => void) => ReactNode;
}

export function PickerField({ field, name, error, text, popup, userContent, sheet }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <FieldShell label={field.label} required={field.required} error={error} htmlFor={fieldId(name)}>
      <PickerTrigger
        id={fieldId(name)}
        label={field.label}
        text={text}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        {...(popup ? { popup } : {})}
        {...(userContent ? { userContent } : {})}
        onOpen={() => {
          setMounted(true);
          setOpen(true);
        }}
      />
      {mounted ? <Suspense fallback={null}>{sheet(open, () => setOpen(false))}</Suspense> : null}
    </FieldShell>
  );
}
