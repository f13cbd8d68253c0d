/**
 * idNumber: the credential number. For a resident ID card (idType '0') a valid number fills the
 * record's birthday and sex (spec §5: odd 17th digit male '0', even female '1') through the engine's
 * validateIdCard; other credential types are plain text.
 */
import { useController, useFormContext } from 'react-hook-form';
import { ID_CARD_TYPE } from '../../engine/catalogue/option-lists';
import { validateIdCard } from '../../engine/validators';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldInput } from './FieldInput';

export function IdNumberWidget({ field, name, recordPath, idSubject }: FieldRendererProps) {
  const controller = useController({ name });
  const control = controller.field;
  const { getValues, setValue } = useFormContext();

  function onChange(value: string) {
    control.onChange(value);
    const idType = getValues(`${recordPath}.idType`) as unknown;
    if (idType !== undefined && idType !== '' && String(idType) !== ID_CARD_TYPE) return;
    const result = validateIdCard(value, idSubject);
    if (!result.ok) return;
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue(`${recordPath}.birthday`, result.birthday, options);
    setValue(`${recordPath}.sexValue`, result.sex === 'male' ? '0' : '1', options);
    if (result.normalized !== value) control.onChange(result.normalized);
  }

  return (
    <FieldInput
      field={field}
      name={name}
      controller={controller}
      onChange={onChange}
      maxLength={18}
      sensitive
    />
  );
}

export const idNumberFieldEntry: FieldEntry = {
  key: 'idNumber',
  tester: rankWith(1, widgetIs('idNumber')),
  renderer: IdNumberWidget,
};
