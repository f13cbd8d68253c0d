/** faq: questions that open to their answers. */
import { Collapse } from 'antd-mobile';
import { useFormat } from '../platform/locale';
import type { FaqSection } from '../../engine/generated/manifest';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function FaqSectionView({ section }: SectionRendererProps) {
  const format = useFormat();
  const faq = section as FaqSection;
  return (
    <SectionFrame title={faq.title ?? format('screens.detail.faq')} testId="section-faq">
      <Collapse>
        {faq.items.map((item, index) => (
          <Collapse.Panel key={String(index)} title={item.question}>
            <p style={{ margin: 0, fontSize: 14, color: '#555' }}>{item.answer}</p>
          </Collapse.Panel>
        ))}
      </Collapse>
    </SectionFrame>
  );
}

export const faqSectionEntry: SectionEntry = {
  key: 'faq',
  tester: rankWith(1, sectionTypeIs('faq')),
  renderer: FaqSectionView,
};
