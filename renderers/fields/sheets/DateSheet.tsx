/** The date field's wheel (antd-mobile DatePicker): loaded on the field's first tap (./index.ts). */
import DatePicker from 'antd-mobile/es/components/date-picker';
import { useMemo } from 'react';
import { formatCivilDate, parseCivilDate } from '../../../engine/validators/calendar';
import type { SheetProps } from './sheet-props';

/** The picker's wheels are the device's calendar fields, so a civil date maps to and from them one to one, in any time zone. */
function pickerDateOf(civil: string): Date | undefined {
  const date = parseCivilDate(civil);
  return date ? new Date(date.year, date.month - 1, date.day) : undefined;
}
const civilDateOfPicker = (date: Date) =>
  formatCivilDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** The value is a civil date, YYYY-MM-DD, or empty. */
export type DateSheetProps = SheetProps<string>;

export default function DateSheet({ open, value, onClose, onConfirm }: DateSheetProps) {
  const date = useMemo(() => (value ? pickerDateOf(value) : undefined), [value]);
  const max = useMemo(() => new Date(), []);
  return (
    <DatePicker
      visible={open}
      min={new Date(1900, 0, 1)}
      max={max}
      {...(date ? { value: date } : {})}
      onClose={onClose}
      onConfirm={(picked) => onConfirm(civilDateOfPicker(picked))}
    />
  );
}
