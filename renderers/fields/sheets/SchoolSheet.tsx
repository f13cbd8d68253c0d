/**
 * The school list of a school field (SchoolWidget): a search in a popup sheet. Loaded on the field's
 * first tap (./index.ts), with antd-mobile's popup layer (its drag gestures): a buyer who types the
 * school's name never downloads it.
 */
import { Button, List, Popup, SearchBar } from 'antd-mobile';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useFormat } from '../../platform/locale';
import { useScreenServices, type SchoolOption } from '../../platform/services';
import '../../../engine/messages/zh-CN/screens';

/** antd's empty-state block carries ~9 KB gzip of pictures: it loads when a search finds nothing. */
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

export interface SchoolSheetProps {
  open: boolean;
  region: readonly string[];
  schoolKind: string | undefined;
  /** The school mode lets the parent type a name: an empty list offers to use the keyword. */
  canType: boolean;
  onClose: () => void;
  onChoose: (school: SchoolOption) => void;
}

export default function SchoolSheet({
  open,
  region,
  schoolKind,
  canType,
  onClose,
  onChoose,
}: SchoolSheetProps) {
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
          <Suspense fallback={null}>
            <ErrorBlock
              status="empty"
              title={format('screens.insure.school.none')}
              description={format(
                canType ? 'screens.insure.school.noneTypeHint' : 'screens.insure.school.noneChooseHint',
              )}
            />
          </Suspense>
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
