/** select, idType: a bottom picker over the field's options (named lists resolved by the engine). */
import { Picker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { format } from '../../engine/messages';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';

export function SelectWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const value = typeof control.value === 'string' ? control.value : '';
  const chosen = field.options.find((option) => option.value === value);
  // Stable identities: the picker resets its wheel whenever `columns` or `value` change identity.
  const columns = useMemo(() => [field.options.map((option) => ({ label: option.label, value: option.value }))], [field.options]);
  const pickerValue = useMemo(() => [value], [value]);
  return (
    <FieldShell label={field.label} required={field.required} error={fieldState.error?.message} htmlFor={fieldId(name)}>
      <button
        id={fieldId(name)}
        type="button"
        aria-label={field.label}
        aria-haspopup="listbox"
        disabled={field.readOnly}
        onClick={() => setOpen(true)}
        style={{ width: '100%', textAlign: 'left', border: 0, background: 'none', padding: 0, fontSize: 15, color: chosen ? '#333' : '#ccc' }}
      >
        {chosen?.label ?? field.placeholder ?? format('screens.insure.select')}
      </button>
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

const entry = (widget: string): FieldEntry => ({ key: widget, tester: rankWith(1, widgetIs(widget)), renderer: SelectWidget });
export const selectFieldEntries: FieldEntry[] = [entry('select'), entry('idType')];
