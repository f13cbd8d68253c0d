import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { LocaleProvider } from '../../renderers/platform/locale';
import { localeAtom } from '../state/locale';

/** Hands the app state's language to every screen (renderers read it from context) and to <html lang>. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
