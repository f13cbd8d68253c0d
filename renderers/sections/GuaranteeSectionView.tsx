/**
 * guaranteeDetails, planList: the guarantee plan list — one tab per plan, its table for one copy,
 * the chosen plan's price (issue 13 item 7) and, with several plans, the way to the side-by-side
 * comparison (item 8).
 */
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useFormat, useLocale } from '../platform/locale';
import type { GuaranteeSection } from '../../engine/generated/manifest';
import { guaranteeRows } from '../../engine/rules/guarantee';
import { hasPlanComparison } from '../../engine/rules/plan-comparison';
import { describePriceFrom, planPriceFrom } from '../../engine/rules/starting-premium';
import { useScreenServices } from '../platform/services';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { GuaranteeTable } from '../widgets/guarantee/GuaranteeTable';
import { PlanComparePopup } from '../widgets/plan/PlanComparePopup';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function GuaranteeSectionView({ section, product }: SectionRendererProps) {
  const format = useFormat();
  const locale = useLocale();
  const guarantee = section as GuaranteeSection;
  const { onPlanViewed } = useScreenServices();
  const [planCode, setPlanCode] = useState(product.defaultPlanCode ?? product.plans[0]?.code ?? '');
  const viewPlan = (code: string) => {
    setPlanCode(code);
    onPlanViewed(code);
  };
  const plan = product.plans.find((candidate) => candidate.code === planCode) ?? product.plans[0];
  const price = useMemo(() => (plan ? planPriceFrom(product, plan.code) : undefined), [product, plan]);
  return (
    <SectionFrame
      title={guarantee.title ?? format('screens.detail.guarantee')}
      testId={`section-${guarantee.type}`}
    >
      {product.plans.length > 1 ? (
        <Tabs activeKey={plan?.code ?? ''} onChange={viewPlan}>
          {product.plans.map((candidate) => (
            <Tabs.Tab key={candidate.code} title={candidate.name} />
          ))}
        </Tabs>
      ) : null}
      {plan && (price || hasPlanComparison(product)) ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '8px 0 4px',
            borderBottom: '1px solid #f5f5f5',
          }}
        >
          {price ? (
            <span style={{ fontSize: 14, color: '#555' }}>
              {format('screens.detail.planPrice')}{' '}
              <strong data-testid="plan-price" style={{ color: '#ff6b00', fontSize: 16 }}>
                {describePriceFrom(product, price, locale)}
              </strong>
            </span>
          ) : (
            <span />
          )}
          {hasPlanComparison(product) ? <PlanComparePopup product={product} selected={plan.code} /> : null}
        </div>
      ) : null}
      {plan ? <GuaranteeTable rows={guaranteeRows(plan, 1, locale)} /> : null}
      {guarantee.footnote ? (
        <p style={{ fontSize: 12, color: '#666', margin: '8px 0 0' }}>{guarantee.footnote}</p>
      ) : null}
    </SectionFrame>
  );
}

const entry = (type: string): SectionEntry => ({
  key: type,
  tester: rankWith(1, sectionTypeIs(type)),
  renderer: GuaranteeSectionView,
});
export const guaranteeSectionEntries: SectionEntry[] = [entry('guaranteeDetails'), entry('planList')];
