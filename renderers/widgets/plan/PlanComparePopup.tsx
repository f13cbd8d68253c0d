/**
 * "方案对比" beside the plan tabs: opens a bottom sheet with the comparison table and a close
 * button. The comparison is built only when the sheet first opens (the detail page's first paint
 * does not pay for it).
 */
import { Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { planComparison } from '../../../engine/rules/plan-comparison';
import { useFormat, useLocale } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';
import { PlanComparisonTable } from './PlanComparisonTable';
import '../../../engine/messages/zh-CN/detail';

export interface PlanComparePopupProps {
  product: ProductModel;
  selected?: string | undefined;
}

const linkStyle = {
  border: 0,
  background: 'none',
  padding: '4px 0',
  color: '#1677ff',
  fontSize: 14,
} as const;

export function PlanComparePopup({ product, selected }: PlanComparePopupProps) {
  const format = useFormat();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const comparison = useMemo(
    () => (opened ? planComparison(product, locale) : null),
    [opened, product, locale],
  );
  return (
    <>
      <button
        type="button"
        style={linkStyle}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {format('screens.detail.compare')} ›
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}
      >
        <div
          role="dialog"
          aria-label={format('screens.detail.compare')}
          style={{ padding: '12px 16px 20px' }}
        >
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              marginBottom: 8,
            }}
          >
            <h2 style={{ margin: 0, fontSize: 17 }}>{format('screens.detail.compare')}</h2>
            <button type="button" style={{ ...linkStyle, color: '#666' }} onClick={() => setOpen(false)}>
              {format('screens.detail.close')}
            </button>
          </div>
          {comparison ? <PlanComparisonTable comparison={comparison} selected={selected} /> : null}
          <p style={{ margin: '10px 0 0', fontSize: 12, color: '#666' }}>
            {format('screens.detail.compareNote')}
          </p>
        </div>
      </Popup>
    </>
  );
}
