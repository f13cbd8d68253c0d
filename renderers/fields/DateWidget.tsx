/** date: a YYYY-MM-DD date picker (birthday; usually filled from the ID number). */
import { DatePicker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { formatCivilDate, parseCivilDate } from '../../engine/validators/calendar';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';

/** The picker's wheels are the device's calendar fields, so a civil date maps to and from them one to one, in any time zone. */
function pickerDateOf(civil: string): Date | undefined {
  const date = parseCivilDate(civil);
  return date ? new Date(date.year, date.month - 1, date.day) : undefined;
}
const civilDateOfPicker = (date: Date) =>
  formatCivilDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

export function DateWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const value = typeof control.value === 'string' && control.value ? control.value : '';
  const date = useMemo(() => (value ? pickerDateOf(value) : undefined), [value]);
  return (
    <FieldShell
      label={field.label}
      required={field.required}
      error={fieldState.error?.message}
      htmlFor={fieldId(name)}
    >
      <PickerTrigger
        id={fieldId(name)}
        label={field.label}
        text={value}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        onOpen={() => setOpen(true)}
      />
      <DatePicker
        visible={open}
        min={new Date(1900, 0, 1)}
        max={new Date()}
        {...(date ? { value: date } : {})}
        onClose={() => {
          setOpen(false);
          control.onBlur();
        }}
        onConfirm={(picked) => control.onChange(civilDateOfPicker(picked))}
      />
    </FieldShell>
  );
}

export const dateFieldEntry: FieldEntry = {
  key: 'date',
  tester: rankWith(1, widgetIs('date')),
  renderer: DateWidget,
};
