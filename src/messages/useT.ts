import { useCallback } from 'react';
import { useAtomValue } from 'jotai/react';
import { format, type StorefrontKey } from '../../engine/messages';
import { localeAtom } from '../state/locale';

/** The storefront's keys only: a gateway or tooling key is not in the browser's catalogue. */
export type Translate = (key: StorefrontKey, params?: Record<string, string | number>) => string;

/** The message catalogue in the current locale. */
export function useT(): Translate {
  const locale = useAtomValue(localeAtom);
  return useCallback((key, params) => format(key, params, locale), [locale]);
}
