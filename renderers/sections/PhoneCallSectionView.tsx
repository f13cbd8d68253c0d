/** phoneCall: a tel: link the phone dials. */
import { useFormat } from '../platform/locale';
import { telHref } from '../../engine/rules/service-contacts';
import type { PhoneCallSection } from '../../engine/generated/manifest';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function PhoneCallSectionView({ section }: SectionRendererProps) {
  const format = useFormat();
  const call = section as PhoneCallSection;
  return (
    <SectionFrame title={call.title} testId="section-phoneCall">
      <a href={telHref(call.phone)} style={{ fontSize: 15, color: '#1677ff' }}>
        {format('screens.detail.call')} {call.phone}
      </a>
    </SectionFrame>
  );
}

export const phoneCallSectionEntry: SectionEntry = {
  key: 'phoneCall',
  tester: rankWith(1, sectionTypeIs('phoneCall')),
  renderer: PhoneCallSectionView,
};
