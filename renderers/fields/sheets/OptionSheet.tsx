/** A select field's wheel (antd-mobile Picker): loaded on the field's first tap (./index.ts). */
import Picker from 'antd-mobile/es/components/picker';
import { useMemo } from 'react';
import type { SheetProps } from './sheet-props';

export interface OptionSheetProps extends SheetProps<string> {
  options: readonly { label: string; value: string }[];
}

export default function OptionSheet({ open, options, value, onClose, onConfirm }: OptionSheetProps) {
  // Stable identities: the picker resets its wheel whenever `columns` or `value` change identity.
  const columns = useMemo(
    () => [options.map((option) => ({ label: option.label, value: option.value }))],
    [options],
  );
  const pickerValue = useMemo(() => [value], [value]);
  return (
    <Picker
      columns={columns}
      visible={open}
      value={pickerValue}
      onClose={onClose}
      onConfirm={([picked]) => onConfirm(picked === undefined || picked === null ? '' : String(picked))}
    />
  );
}
