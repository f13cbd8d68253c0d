/**
 * school: the school name, per the product's school mode (attribute customSchool, spec §9):
 * 01 type it or choose it from the list, 02 choose only, 03 type only.
 */
import { Input, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { RegionValue } from '../../engine/model';
import { regionCodesOf } from './region-options';
import { format } from '../../engine/messages';
import { useScreenServices, type SchoolOption } from '../platform/services';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';

export function SchoolWidget({ field, name, recordPath, schoolMode }: FieldRendererProps) {
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
  // The record's region narrows the school search to the chosen province/city/county.
  const region = useWatch({ name: `${recordPath}.region` }) as RegionValue | undefined;
  const value = typeof control.value === 'string' ? control.value : '';
  const canType = schoolMode !== '02';
  const canChoose = schoolMode !== '03';
  return (
    <FieldShell label={field.label} required={field.required} error={fieldState.error?.message} htmlFor={fieldId(name)}>
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
            readOnly={field.readOnly}
            onOpen={() => setOpen(true)}
          />
        )}
        {canChoose && canType ? (
          <button type="button" onClick={() => setOpen(true)} style={{ border: 0, background: 'none', color: '#1677ff', fontSize: 14, flex: 'none' }}>
            {format('screens.insure.school.choose')}
          </button>
        ) : null}
      </div>
      {canChoose ? (
        <SchoolChooser
          open={open}
          region={regionCodesOf(region)}
          onClose={() => {
            setOpen(false);
            control.onBlur();
          }}
          onChoose={(school) => {
            control.onChange(school.name);
            // Counts as a visit: the field re-validates now, clearing an earlier "required" error.
            control.onBlur();
            setOpen(false);
          }}
        />
      ) : null}
    </FieldShell>
  );
}

interface SchoolChooserProps {
  open: boolean;
  region: readonly string[];
  onClose: () => void;
  onChoose: (school: SchoolOption) => void;
}

function SchoolChooser({ open, region, onClose, onChoose }: SchoolChooserProps) {
  const { searchSchools } = useScreenServices();
  const [keyword, setKeyword] = useState('');
  const [schools, setSchools] = useState<SchoolOption[]>([]);
  const regionCodes = region.join(',');
  useEffect(() => {
    if (!open) return;
    let live = true;
    searchSchools({ keyword, region: regionCodes.split(',').filter(Boolean) }).then(
      (found) => live && setSchools(found),
      () => live && setSchools([]),
    );
    return () => {
      live = false;
    };
  }, [open, keyword, regionCodes, searchSchools]);
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ height: '60%', overflowY: 'auto' }}>
      <div style={{ padding: 12 }}>
        <SearchBar placeholder={format('screens.insure.school.placeholder')} value={keyword} onChange={setKeyword} />
      </div>
      <List>
        {schools.map((school) => (
          <List.Item key={school.name} description={school.address} onClick={() => onChoose(school)}>
            {school.name}
          </List.Item>
        ))}
      </List>
    </Popup>
  );
}

export const schoolFieldEntry: FieldEntry = { key: 'school', tester: rankWith(1, widgetIs('school')), renderer: SchoolWidget };
