/**
 * The region field's cascader with the division table (@vant/area-data, ~29 KB gzip): both load on
 * the field's first tap (./index.ts), not with the form.
 */
import Cascader from 'antd-mobile/es/components/cascader';
import { useMemo } from 'react';
import type { RegionValue } from '../../../engine/model';
import { regionCodesOf } from '../region-codes';
import { regionValueOf, scopedRegionOptions } from '../region-options';
import type { SheetProps } from './sheet-props';

export interface RegionSheetProps extends SheetProps<RegionValue | undefined> {
  /** the product's sales region codes (regionScopeCodes), joined by commas; empty: the whole country */
  scopeKey: string;
}

export default function RegionSheet({ open, value, scopeKey, onClose, onConfirm }: RegionSheetProps) {
  const options = useMemo(() => scopedRegionOptions(scopeKey ? scopeKey.split(',') : []), [scopeKey]);
  // Stable across re-renders: the cascader resets its half-made choice whenever `value` changes identity.
  const codes = useMemo(() => regionCodesOf(value), [value]);
  return (
    <Cascader
      visible={open}
      options={options}
      value={codes}
      onClose={onClose}
      onConfirm={(picked) =>
        onConfirm(regionValueOf(picked.filter((code): code is string => typeof code === 'string')))
      }
    />
  );
}
