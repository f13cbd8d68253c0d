/** guaranteeDetails, planList: the guarantee plan list — one tab per plan, its table for one copy. */
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { format } from '../../engine/messages';
import type { GuaranteeSection } from '../../engine/generated/manifest';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { GuaranteeTable } from '../widgets/guarantee/GuaranteeTable';
import { guaranteeRows } from '../../engine/rules/guarantee';
import { SectionFrame } from './SectionFrame';

export function GuaranteeSectionView({ section, product }: SectionRendererProps) {
  const guarantee = section as GuaranteeSection;
  const [planCode, setPlanCode] = useState(product.defaultPlanCode ?? product.plans[0]?.code ?? '');
  const plan = product.plans.find((candidate) => candidate.code === planCode) ?? product.plans[0];
  return (
    <SectionFrame title={guarantee.title ?? format('screens.detail.guarantee')} testId={`section-${guarantee.type}`}>
      {product.plans.length > 1 ? (
        <Tabs activeKey={plan?.code ?? ''} onChange={setPlanCode}>
          {product.plans.map((candidate) => (
            <Tabs.Tab key={candidate.code} title={candidate.name} />
          ))}
        </Tabs>
      ) : null}
      {plan ? <GuaranteeTable rows={guaranteeRows(plan, 1)} /> : null}
      {guarantee.footnote ? <p style={{ fontSize: 12, color: '#999', margin: '8px 0 0' }}>{guarantee.footnote}</p> : null}
    </SectionFrame>
  );
}

const entry = (type: string): SectionEntry => ({ key: type, tester: rankWith(1, sectionTypeIs(type)), renderer: GuaranteeSectionView });
export const guaranteeSectionEntries: SectionEntry[] = [entry('guaranteeDetails'), entry('planList')];
