/**
 * The picker sheets, each its own chunk: a buyer who never opens a picker never downloads
 * antd-mobile's wheels, dayjs or the division table. PickerField mounts one on the first tap.
 */
import { lazy } from 'react';

export const DateSheet = lazy(() => import('./DateSheet'));
export const OptionSheet = lazy(() => import('./OptionSheet'));
export const RegionSheet = lazy(() => import('./RegionSheet'));
