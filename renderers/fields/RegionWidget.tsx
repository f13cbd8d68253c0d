/** region: province/city/county cascader; the value is the engine's RegionValue (codes and names). */
import { useController } from 'react-hook-form';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import type { RegionValue } from '../../engine/model';
import { regionScopeCodes } from '../../engine/rules/region-scope';
import { PickerField } from './PickerField';
import { regionText } from './region-codes';
import { RegionSheet } from './sheets';

export function RegionWidget({ field, name, regionScope }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const current =
    control.value && typeof control.value === 'object' ? (control.value as RegionValue) : undefined;
  return (
    <PickerField
      field={field}
      name={name}
      error={fieldState.error?.message}
      text={regionText(current)}
      userContent
      sheet={(open, close) => (
        <RegionSheet
          open={open}
          value={current}
          scopeKey={regionScopeCodes(regionScope).join(',')}
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

export const regionFieldEntry: FieldEntry = {
  key: 'region',
  tester: rankWith(1, widgetIs('region')),
  renderer: RegionWidget,
};
