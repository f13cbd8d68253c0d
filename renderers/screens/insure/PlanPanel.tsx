/**
 * The plan part of the insure page: plans (grouped by weight), premium factors, copies, the period
 * and the guarantee table for the chosen plan × copies (the engine's guarantee display rule).
 */
import { Selector } from 'antd-mobile';
import { memo } from 'react';
import { useFormat, useLocale } from '../../platform/locale';
import type { PlanSelection, ProductModel } from '../../../engine/model';
import { guaranteeRows } from '../../../engine/rules/guarantee';
import { periodYears, planForCode } from '../../../engine/rules/plan-selection';
import { isDerivedFactor } from '../../../engine/rules/derived-factors';
import { GuaranteeTable } from '../../widgets/guarantee/GuaranteeTable';
import { PlanSelector } from '../../widgets/plan/PlanSelector';
import { CopiesField } from './CopiesField';
import { DerivedFactor } from './DerivedFactor';
import '../../../engine/messages/zh-CN/screens';

export interface PlanPanelProps {
  product: ProductModel;
  selection: PlanSelection;
  onChange: (selection: PlanSelection) => void;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '10px 0',
  fontSize: 15,
} as const;

/** Memoised: typing in the form, or a new premium figure, does not redraw the plans and guarantees. */
export const PlanPanel = memo(function PlanPanel({ product, selection, onChange }: PlanPanelProps) {
  const format = useFormat();
  const locale = useLocale();
  const plan = planForCode(product, selection.planCode);
  const copies = selection.copies ?? 1;
  return (
    // Contained like the page's other parts (InsureScreen): typing elsewhere does not repaint it.
    <section
      data-testid="plan-panel"
      style={{ background: '#fff', padding: '12px 16px', contain: 'content' }}
    >
      <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{format('screens.insure.plan')}</h2>
      <PlanSelector
        groups={product.planGroups}
        layout={product.planLayout}
        value={selection.planCode}
        onChange={(next) => onChange({ ...selection, planCode: next.code })}
      />
      {product.factors
        .filter((factor) => factor.options.length > 1)
        .map((factor) =>
          isDerivedFactor(factor) ? (
            <DerivedFactor key={factor.code} factor={factor} value={selection.factors?.[factor.code]} />
          ) : (
            <div key={factor.code} style={{ padding: '8px 0' }}>
              <div style={{ fontSize: 14, color: '#666', marginBottom: 6 }}>{factor.name}</div>
              <Selector
                columns={3}
                options={factor.options}
                value={[selection.factors?.[factor.code] ?? factor.default]}
                onChange={([value]) =>
                  value && onChange({ ...selection, factors: { ...selection.factors, [factor.code]: value } })
                }
              />
            </div>
          ),
        )}
      <div style={rowStyle}>
        <span>{format('screens.insure.period')}</span>
        <span>{format('screens.insure.periodYears', { years: periodYears(product, selection) })}</span>
      </div>
      <CopiesField
        product={product}
        copies={copies}
        onChange={(value) => onChange({ ...selection, copies: value })}
      />
      {plan ? (
        <div data-testid="insure-guarantees">
          <h4 style={{ margin: '8px 0 4px', fontSize: 15 }}>
            {copies > 1
              ? format('screens.insure.guaranteeTimes', { copies })
              : format('screens.insure.guarantee')}
          </h4>
          <GuaranteeTable rows={guaranteeRows(plan, copies, locale)} />
        </div>
      ) : null}
    </section>
  );
});
