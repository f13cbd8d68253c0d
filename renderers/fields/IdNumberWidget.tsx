/**
 * idNumber: the credential number. For a resident ID card (idType '0') a valid number fills the
 * record's birthday and sex (spec §5: odd 17th digit male '0', even female '1') through the engine's
 * validateIdCard; other credential types are plain text.
 */
import { ID_CARD_TYPE } from '../../engine/catalogue/option-lists';
import { validateIdCard } from '../../engine/validators';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldInput } from './FieldInput';
import { useFormMethods } from './form-methods';

export function IdNumberWidget({ field, name, recordPath, idSubject }: FieldRendererProps) {
  const { getValues, setValue } = useFormMethods();

  /** The form has the typed value already: a valid resident ID also fills birthday and sex. */
  function onValue(value: string) {
    const idType = getValues(`${recordPath}.idType`) as unknown;
    if (idType !== undefined && idType !== '' && String(idType) !== ID_CARD_TYPE) return;
    const result = validateIdCard(value, idSubject);
    if (!result.ok) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue(`${recordPath}.birthday`, result.birthday, options);
    setValue(`${recordPath}.sexValue`, result.sex === 'male' ? '0' : '1', options);
    // e.g. a lower-case check letter: the form and the input take the normalized number.
    if (result.normalized !== value) setValue(name, result.normalized, options);
  }

  return <FieldInput field={field} name={name} onValue={onValue} maxLength={18} sensitive />;
}

export const idNumberFieldEntry: FieldEntry = {
  key: 'idNumber',
  tester: rankWith(1, widgetIs('idNumber')),
  renderer: IdNumberWidget,
};
