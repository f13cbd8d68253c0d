import { useCallback } from 'react';
import { useAtomValue } from 'jotai/react';
import { localeAtom } from '../state/locale';
import { gt, type GrowthKey } from './text';

/** The growth messages in the current locale, re-rendering when it changes. */
export function useGt(): (key: GrowthKey, params?: Record<string, string | number>) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((key, params) => gt(key, params, locale), [locale]);
}
