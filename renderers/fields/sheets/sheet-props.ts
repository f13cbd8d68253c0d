/**
 * What every picker sheet (date, option, region) takes from its field's row (../PickerField.tsx):
 * whether it shows, the value it opens on, and its two ways out — closed as it was, or confirmed.
 */
export interface SheetProps<Value> {
  open: boolean;
  value: Value;
  onClose: () => void;
  onConfirm: (value: Value) => void;
}
