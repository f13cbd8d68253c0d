/**
 * 购买份数 (issue 13 item 12, spec §5): a stepper from 1 to the manifest's maxCopies, shown only where
 * the product sells more than one copy. The guarantee table below it shows the amounts × copies and
 * the premium is asked for again on each change (the selection carries the copies).
 */
import { Stepper } from 'antd-mobile';
import { allowsCopies } from '../../../engine/rules/plan-selection';
import { useFormat } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';

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
      </div>
      <div style={{ fontSize: 12, color: '#999', marginTop: 4 }}>
        {format('screens.insure.copiesHint', { max: product.maxCopies })}
      </div>
    </div>
  );
}
