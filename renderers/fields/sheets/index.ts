/**
 * The picker sheets, each its own chunk: a buyer who never opens a picker never downloads
 * antd-mobile's wheels, dayjs, the division table or the popup layer. PickerField (SchoolWidget for
 * the school list) mounts one on the first tap.
 */
import { lazy } from 'react';

export const DateSheet = lazy(() => import('./DateSheet'));
export const OptionSheet = lazy(() => import('./OptionSheet'));
export const RegionSheet = lazy(() => import('./RegionSheet'));
export const SchoolSheet = lazy(() => import('./SchoolSheet'));
