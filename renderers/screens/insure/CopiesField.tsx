/**
 * 购买份数 (issue 13 item 12, spec §5): a stepper from 1 to the manifest's maxCopies, shown only where
 * the product sells more than one copy. The guarantee table below it shows the amounts × copies and
 * the premium is asked for again on each change (the selection carries the copies). The stepper
 * (with its decimal arithmetic, ~3 KB gzip) loads only for such a product: most sell one copy.
 */
import { Suspense, lazy } from 'react';
import { allowsCopies } from '../../../engine/rules/plan-selection';
import { useFormat } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';
import '../../../engine/messages/zh-CN/screens';

const Stepper = lazy(() => import('./copies-stepper').then((m) => ({ default: m.Stepper })));

/** Holds the stepper's place (antd-mobile's default size) while it loads: nothing moves when it comes. */
const stepperPlace = { display: 'inline-block', width: 100, height: 28 } as const;

export interface CopiesFieldProps {
  product: ProductModel;
  copies: number;
  onChange: (copies: number) => void;
}

export function CopiesField({ product, copies, onChange }: CopiesFieldProps) {
  const format = useFormat();
  if (!allowsCopies(product)) return null;
  const label = format('screens.insure.copies');
  return (
    <div role="group" aria-label={label} style={{ padding: '10px 0' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 15 }}>
        <span>{label}</span>
        <Suspense fallback={<span style={stepperPlace} aria-busy="true" />}>
          <Stepper
            min={1}
            max={product.maxCopies}
            digits={0}
            value={copies}
            inputReadOnly
            onChange={(value) => {
              // Whole copies within the manifest's limit; a cleared box keeps the last value.
              if (Number.isInteger(value) && value >= 1 && value <= product.maxCopies && value !== copies)
                onChange(value);
            }}
          />
        </Suspense>
      </div>
      <div style={{ fontSize: 12, color: '#666', marginTop: 4 }}>
        {format('screens.insure.copiesHint', { max: product.maxCopies })}
      </div>
    </div>
  );
}
