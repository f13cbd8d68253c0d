/** select, idType: a bottom picker over the field's options (named lists resolved by the engine). */
import { Picker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';

export function SelectWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const value = typeof control.value === 'string' ? control.value : '';
  const chosen = field.options.find((option) => option.value === value);
  // Stable identities: the picker resets its wheel whenever `columns` or `value` change identity.
  const columns = useMemo(
    () => [field.options.map((option) => ({ label: option.label, value: option.value }))],
    [field.options],
  );
  const pickerValue = useMemo(() => [value], [value]);
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
        text={chosen?.label ?? ''}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        popup="listbox"
        onOpen={() => setOpen(true)}
      />
      <Picker
        columns={columns}
        visible={open}
        value={pickerValue}
        onClose={() => {
          setOpen(false);
          control.onBlur();
        }}
        onConfirm={([picked]) => control.onChange(picked ?? '')}
      />
    </FieldShell>
  );
}

const entry = (widget: string): FieldEntry => ({
  key: widget,
  tester: rankWith(1, widgetIs(widget)),
  renderer: SelectWidget,
});
export const selectFieldEntries: FieldEntry[] = [entry('select'), entry('idType')];
