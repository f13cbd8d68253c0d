/**
 * The UI language reaches the screens through React context, like the services: the shell wraps
 * the app in <LocaleProvider locale={…}> from its own state, a story or test passes one directly.
 * Without a provider the screens speak zh-CN (the spec's language).
 */
import { createContext, lazy, Suspense, useCallback, useContext, type ReactNode } from 'react';
import { format, type Locale, type StorefrontKey } from '../../engine/messages';

/** The storefront's keys only: a gateway or tooling key is not in the browser's catalogue. */
export type Format = (key: StorefrontKey, params?: Record<string, string | number>) => string;

const LocaleContext = createContext<Locale>('zh-CN');

/** antd-mobile's own words (picker 确定/取消, wheel labels) follow the locale: zh-CN is its default. */
const AntdEnglish = lazy(() => import('./antd-english'));

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      {locale === 'zh-CN' ? (
        children
      ) : (
        <Suspense fallback={null}>
          <AntdEnglish>{children}</AntdEnglish>
        </Suspense>
      )}
    </LocaleContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The message catalogue in the provided locale (same call shape as the engine's `format`). */
export function useFormat(): Format {
  const locale = useLocale();
  return useCallback((key, params) => format(key, params, locale), [locale]);
}
