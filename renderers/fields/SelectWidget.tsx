/** select, idType: a bottom picker over the field's options (named lists resolved by the engine). */
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { PickerField } from './PickerField';
import { OptionSheet } from './sheets';

export function SelectWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const value = typeof control.value === 'string' ? control.value : '';
  const chosen = field.options.find((option) => option.value === value);
  return (
    <PickerField
      field={field}
      name={name}
      error={fieldState.error?.message}
      text={chosen?.label ?? ''}
      popup="listbox"
      sheet={(open, close) => (
        <OptionSheet
          open={open}
          options={field.options}
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

const entry = (widget: string): FieldEntry => ({
  key: widget,
  tester: rankWith(1, widgetIs(widget)),
  renderer: SelectWidget,
});
export const selectFieldEntries: FieldEntry[] = [entry('select'), entry('idType')];
