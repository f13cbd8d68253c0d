/** claimProcess: the claim steps and the claims hotline. */
import { Steps } from 'antd-mobile';
import { useFormat } from '../platform/locale';
import { telHref } from '../../engine/rules/service-contacts';
import type { ClaimProcessSection } from '../../engine/generated/manifest';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function ClaimProcessSectionView({ section }: SectionRendererProps) {
  const format = useFormat();
  const claim = section as ClaimProcessSection;
  return (
    <SectionFrame title={claim.title ?? format('screens.detail.claimProcess')} testId="section-claimProcess">
      <Steps direction="vertical" current={claim.steps.length}>
        {claim.steps.map((step, index) => (
          <Steps.Step key={String(index)} title={step.title} description={step.text} />
        ))}
      </Steps>
      {claim.hotline ? (
        <a href={telHref(claim.hotline)} style={{ fontSize: 14 }}>
          {format('screens.detail.call')} {claim.hotline}
        </a>
      ) : null}
    </SectionFrame>
  );
}

export const claimProcessSectionEntry: SectionEntry = {
  key: 'claimProcess',
  tester: rankWith(1, sectionTypeIs('claimProcess')),
  renderer: ClaimProcessSectionView,
};
