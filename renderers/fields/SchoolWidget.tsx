/**
 * school: the school name, per the product's school mode (attribute customSchool, spec §9):
 * 01 type it or choose it from the list, 02 choose only, 03 type only. The list is narrowed to the
 * record's region (else the product's region) and its chosen 学校类型; a list with no match says so
 * and, where the mode lets the parent type, offers to use what they typed.
 */
import { Button, ErrorBlock, Input, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { RegionValue } from '../../engine/model';
import { regionCodesOf } from './region-options';
import { regionScopeCodes } from '../../engine/rules/region-scope';
import { useFormat } from '../platform/locale';
import { useScreenServices, type SchoolOption } from '../platform/services';
import { rankWith, widgetIs } from '../registry/tester';
import type { FieldEntry, FieldRendererProps } from '../registry/types';
import { FieldShell, fieldId } from './FieldShell';
import { PickerTrigger } from './PickerTrigger';

export function SchoolWidget({ field, name, recordPath, schoolMode, regionScope }: FieldRendererProps) {
  const format = useFormat();
  const { field: control, fieldState } = useController({ name });
  const [open, setOpen] = useState(false);
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
            onOpen={() => setOpen(true)}
          />
        )}
        {canChoose && canType ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            style={{ border: 0, background: 'none', color: '#1677ff', fontSize: 14, flex: 'none' }}
          >
            {format('screens.insure.school.choose')}
          </button>
        ) : null}
      </div>
      {canChoose ? (
        <SchoolChooser
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
      ) : null}
    </FieldShell>
  );
}

interface SchoolChooserProps {
  open: boolean;
  region: readonly string[];
  schoolKind: string | undefined;
  /** The school mode lets the parent type a name: an empty list offers to use the keyword. */
  canType: boolean;
  onClose: () => void;
  onChoose: (school: SchoolOption) => void;
}

function SchoolChooser({ open, region, schoolKind, canType, onClose, onChoose }: SchoolChooserProps) {
  const format = useFormat();
  const { searchSchools } = useScreenServices();
  const [keyword, setKeyword] = useState('');
  const regionCodes = region.join(',');
  // Each search has its own identity; its answer shows only while it is the current search, so
  // "no match" shows only for an answer (null while the current one is outstanding).
  const search = useMemo(() => ({ keyword, regionCodes, schoolKind }), [keyword, regionCodes, schoolKind]);
  const [answer, setAnswer] = useState<{ search: object; schools: SchoolOption[] } | null>(null);
  const schools = answer?.search === search ? answer.schools : null;
  useEffect(() => {
    if (!open) return;
    let live = true;
    searchSchools({
      keyword: search.keyword,
      region: search.regionCodes.split(',').filter(Boolean),
      ...(search.schoolKind ? { schoolKind: search.schoolKind } : {}),
    }).then(
      (found) => live && setAnswer({ search, schools: found }),
      () => live && setAnswer({ search, schools: [] }),
    );
    return () => {
      live = false;
    };
  }, [open, search, searchSchools]);
  const typed = keyword.trim();
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ height: '60%', overflowY: 'auto' }}>
      <div style={{ padding: 12 }}>
        <SearchBar
          placeholder={format('screens.insure.school.placeholder')}
          value={keyword}
          onChange={setKeyword}
        />
      </div>
      {schools && schools.length === 0 ? (
        <div data-testid="school-empty" style={{ padding: '0 16px 16px', textAlign: 'center' }}>
          <ErrorBlock
            status="empty"
            title={format('screens.insure.school.none')}
            description={format(
              canType ? 'screens.insure.school.noneTypeHint' : 'screens.insure.school.noneChooseHint',
            )}
          />
          {canType && typed ? (
            <Button color="primary" fill="outline" onClick={() => onChoose({ name: typed })}>
              {format('screens.insure.school.useTyped', { name: typed })}
            </Button>
          ) : null}
        </div>
      ) : (
        <List>
          {(schools ?? []).map((school) => (
            <List.Item key={school.name} description={school.address} onClick={() => onChoose(school)}>
              {school.name}
            </List.Item>
          ))}
        </List>
      )}
    </Popup>
  );
}

export const schoolFieldEntry: FieldEntry = {
  key: 'school',
  tester: rankWith(1, widgetIs('school')),
  renderer: SchoolWidget,
};
