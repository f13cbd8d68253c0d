/** insuranceNotice, cooperationAuthorization, richText: sanitized rich text under a heading. */
import { useFormat } from '../platform/locale';
import type { RichTextSectionModel } from '../../engine/model';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SafeHtml } from '../widgets/html/SafeHtml';
import { leadingHeadingRepeats } from '../widgets/html/leading-heading';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function RichTextSectionView({ section }: SectionRendererProps) {
  const format = useFormat();
  const rich = section as RichTextSectionModel;
  const title =
    rich.title ?? (rich.type === 'insuranceNotice' ? format('screens.detail.notices') : undefined);
  return (
    <SectionFrame
      title={leadingHeadingRepeats(rich.html, title) ? undefined : title}
      testId={`section-${rich.type}`}
    >
      {/* Contract text (the manifest's notice): shown as written, in any UI language. */}
      <div data-content="product">
        <SafeHtml html={rich.html} />
      </div>
    </SectionFrame>
  );
}

const entry = (type: string): SectionEntry => ({
  key: type,
  tester: rankWith(1, sectionTypeIs(type)),
  renderer: RichTextSectionView,
});
export const richTextSectionEntries: SectionEntry[] = [
  entry('insuranceNotice'),
  entry('cooperationAuthorization'),
  entry('richText'),
];
