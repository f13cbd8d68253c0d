/** radio: a short option list shown inline (gender, social insurance Y/N…). */
import { Radio, Space } from 'antd-mobile';
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell } from './FieldShell';

export function RadioWidget({ field, name }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  return (
    <FieldShell label={field.label} required={field.required} error={fieldState.error?.message}>
      <Radio.Group
        value={typeof control.value === 'string' ? control.value : ''}
        onChange={(value) => {
          control.onChange(String(value));
          control.onBlur();
        }}
        disabled={field.readOnly}
      >
        <Space wrap>
          {field.options.map((option) => (
            <Radio key={option.value} value={option.value} aria-label={`${field.label} ${option.label}`}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </FieldShell>
  );
}

export const radioFieldEntry: FieldEntry = {
  key: 'radio',
  tester: rankWith(1, widgetIs('radio')),
  renderer: RadioWidget,
};
