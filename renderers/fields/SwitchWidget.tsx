/**
 * switch: a yes/no answer. With options (e.g. socialInsurance Y/N) the first option is "on" and the
 * second "off"; without options the value is a boolean (e.g. checked: the insured is the holder).
 */
import { Switch } from 'antd-mobile';
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell } from './FieldShell';

export function SwitchWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [on, off] = field.options;
  const checked = on && off ? control.value === on.value : control.value === true;
  return (
    <FieldShell label={field.label} required={field.required} error={fieldState.error?.message}>
      <Switch
        checked={checked}
        disabled={field.readOnly}
        aria-label={field.label}
        onChange={(next) => {
          control.onChange(on && off ? (next ? on.value : off.value) : next);
          control.onBlur();
        }}
        {...(on && off ? { checkedText: on.label, uncheckedText: off.label } : {})}
      />
    </FieldShell>
  );
}

export const switchFieldEntry: FieldEntry = {
  key: 'switch',
  tester: rankWith(1, widgetIs('switch')),
  renderer: SwitchWidget,
};
