/** region: province/city/county cascader; the value is the engine's RegionValue (codes and names). */
import { Cascader } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';
import type { RegionValue } from '../../engine/model';
import { regionScopeCodes } from '../../engine/rules/region-scope';
import { regionCodesOf, regionText, regionValueOf, scopedRegionOptions } from './region-options';

export function RegionWidget({ field, name, regionScope }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const scopeKey = regionScopeCodes(regionScope).join(',');
  const options = useMemo(
    () => (open ? scopedRegionOptions(scopeKey ? scopeKey.split(',') : []) : []),
    [open, scopeKey],
  );
  const current =
    control.value && typeof control.value === 'object' ? (control.value as RegionValue) : undefined;
  // Stable across re-renders: the cascader resets its half-made choice whenever `value` changes identity.
  const codes = useMemo(() => regionCodesOf(current), [current]);
  const label = regionText(current);
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
        text={label}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        onOpen={() => setOpen(true)}
        userContent
      />
      {open ? (
        <Cascader
          visible
          options={options}
          value={codes}
          onClose={() => {
            setOpen(false);
            control.onBlur();
          }}
          onConfirm={(value) =>
            control.onChange(regionValueOf(value.filter((code): code is string => typeof code === 'string')))
          }
        />
      ) : null}
    </FieldShell>
  );
}

export const regionFieldEntry: FieldEntry = {
  key: 'region',
  tester: rankWith(1, widgetIs('region')),
  renderer: RegionWidget,
};
