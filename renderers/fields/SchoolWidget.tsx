/**
 * school: the school name, per the product's school mode (attribute customSchool, spec §9):
 * 01 type it or choose it from the list, 02 choose only, 03 type only. The list is narrowed to the
 * record's region (else the product's region) and its chosen 学校类型; a list with no match says so
 * and, where the mode lets the parent type, offers to use what they typed.
 */
import { Input } from 'antd-mobile';
import { Suspense, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { RegionValue } from '../../engine/model';
import { regionCodesOf } from './region-codes';
import { regionScopeCodes } from '../../engine/rules/region-scope';
import { useFormat } from '../platform/locale';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';
import { SchoolSheet } from './sheets';
import '../../engine/messages/zh-CN/screens';

export function SchoolWidget({ field, name, recordPath, schoolMode, regionScope }: FieldRendererProps) {
  const format = useFormat();
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  // The list's sheet (antd's popup layer) loads on the first tap and stays mounted after that.
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  // The record's region narrows the school search to the chosen province/city/county.
  const region = useWatch({ name: `${recordPath}.region` }) as RegionValue | undefined;
  const schoolKind = useWatch({ name: `${recordPath}.schoolKind` }) as string | undefined;
  const chosenRegion = regionCodesOf(region);
  const value = typeof control.value === 'string' ? control.value : '';
  const canType = schoolMode !== '02';
  const canChoose = schoolMode !== '03';
  return (
    <FieldShell
      label={field.label}
      required={field.required}
      error={fieldState.error?.message}
      htmlFor={fieldId(name)}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {canType ? (
          <Input
            id={fieldId(name)}
            name={name}
            value={value}
            onChange={control.onChange}
            onBlur={control.onBlur}
            placeholder={format('screens.insure.school.placeholder')}
            aria-label={field.label}
            style={{ flex: 1 }}
          />
        ) : (
          <PickerTrigger
            id={fieldId(name)}
            label={field.label}
            text={value}
            placeholder={format('screens.insure.school.choose')}
            userContent
            readOnly={field.readOnly}
            onOpen={show}
          />
        )}
        {canChoose && canType ? (
          <button
            type="button"
            onClick={show}
            style={{ border: 0, background: 'none', color: '#1677ff', fontSize: 14, flex: 'none' }}
          >
            {format('screens.insure.school.choose')}
          </button>
        ) : null}
      </div>
      {canChoose && mounted ? (
        <Suspense fallback={null}>
          <SchoolSheet
            open={open}
            region={chosenRegion.length > 0 ? chosenRegion : regionScopeCodes(regionScope)}
            schoolKind={schoolKind || undefined}
            canType={canType}
            onClose={() => {
              setOpen(false);
              control.onBlur();
            }}
            onChoose={(school) => {
              control.onChange(school.name.trim());
              // Counts as a visit: the field re-validates now, clearing an earlier "required" error.
              control.onBlur();
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </FieldShell>
  );
}

export const schoolFieldEntry: FieldEntry = {
  key: 'school',
  tester: rankWith(1, widgetIs('school')),
  renderer: SchoolWidget,
};
