import { useCallback } from 'react';
import { useAtomValue } from 'jotai/react';
import { format, type MessageKey } from '../../engine/messages';
import { localeAtom } from '../state/locale';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The message catalogue in the current locale. */
export function useT(): Translate {
  const locale = useAtomValue(localeAtom);
  return useCallback((key, params) => format(key, params, locale), [locale]);
}
