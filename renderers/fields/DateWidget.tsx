/** date: a YYYY-MM-DD date picker (birthday; usually filled from the ID number). */
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { PickerField } from './PickerField';
import { DateSheet } from './sheets';

export function DateWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const value = typeof control.value === 'string' && control.value ? control.value : '';
  return (
    <PickerField
      field={field}
      name={name}
      error={fieldState.error?.message}
      text={value}
      sheet={(open, close) => (
        <DateSheet
          open={open}
          value={value}
          onClose={() => {
            close();
            control.onBlur();
          }}
          onConfirm={control.onChange}
        />
      )}
    />
  );
}

export const dateFieldEntry: FieldEntry = {
  key: 'date',
  tester: rankWith(1, widgetIs('date')),
  renderer: DateWidget,
};
