/**
 * The button a picker field shows in its row (date, select, region, school): the chosen value, or a
 * grey placeholder while there is none. It is named by the field's label and does nothing for a
 * read-only field, so every picker field reads and behaves the same to a screen reader and a finger.
 */
import { useFormat } from '../platform/locale';
import '../../engine/messages/zh-CN/screens';

export interface PickerTriggerProps {
  /** The DOM id the field's label points at (fieldId(name)). */
  id: string;
  /** The field's label: the button's accessible name. */
  label: string;
  /** The chosen value as the buyer reads it; empty shows the placeholder. */
  text: string;
  /** Shown while nothing is chosen; the generic "please choose" when the field has none. */
  placeholder?: string | undefined;
  readOnly?: boolean;
  /** What the picker is, for assistive technology (a wheel of options is a listbox). */
  popup?: 'listbox' | 'dialog';
  onOpen: () => void;
  /** The chosen value is the buyer's own (a place or school name), not catalogue text. */
  userContent?: boolean;
}

export function PickerTrigger({
  id,
  label,
  text,
  placeholder,
  readOnly = false,
  popup = 'dialog',
  onOpen,
  userContent = false,
}: PickerTriggerProps) {
  const format = useFormat();
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      aria-haspopup={popup}
      disabled={readOnly}
      onClick={onOpen}
      style={{
        width: '100%',
        textAlign: 'left',
        border: 0,
        background: 'none',
        padding: 0,
        fontSize: 15,
        color: text ? '#333' : '#ccc',
      }}
    >
      {text && userContent ? <span data-content="user">{text}</span> : null}
      {text && !userContent ? text : null}
      {text ? null : (placeholder ?? format('screens.insure.select'))}
    </button>
  );
}
