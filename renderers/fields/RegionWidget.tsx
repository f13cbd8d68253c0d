/** region: province/city/county cascader; the value is the engine's RegionValue (codes and names). */
import { Cascader } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';
import type { RegionValue } from '../../engine/model';
import { regionScopeCodes } from '../../engine/rules/region-scope';
import { regionCodesOf, regionText } from './region-codes';
import type * as RegionOptions from './region-options';

type RegionTable = typeof RegionOptions;
/** The division table (@vant/area-data) loads when a picker first opens, not with the form. */
let table: Promise<RegionTable> | undefined;
const loadTable = () => (table ??= import('./region-options'));

export function RegionWidget({ field, name, regionScope }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  const [regions, setRegions] = useState<RegionTable | null>(null);
  useEffect(() => {
    if (!open || regions) return;
    let live = true;
    void loadTable().then((loaded) => live && setRegions(loaded));
    return () => {
      live = false;
    };
  }, [open, regions]);
  const scopeKey = regionScopeCodes(regionScope).join(',');
  const options = useMemo(
    () => (open && regions ? regions.scopedRegionOptions(scopeKey ? scopeKey.split(',') : []) : []),
    [open, regions, scopeKey],
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
      {open && regions ? (
        <Cascader
          visible
          options={options}
          value={codes}
          onClose={() => {
            setOpen(false);
            control.onBlur();
          }}
          onConfirm={(value) =>
            control.onChange(
              regions.regionValueOf(value.filter((code): code is string => typeof code === 'string')),
            )
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
