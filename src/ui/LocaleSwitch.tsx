import { useAtom } from 'jotai/react';
import { loadCatalogue, locales, type Locale } from '../../engine/messages';
import { localeAtom } from '../state/locale';
import { useT } from '../messages/useT';

const LABELS = { 'zh-CN': '简体中文', 'en-US': 'English' } as const;

/** The language switch (zh-CN by default); the choice is part of the saved app state. */
export function LocaleSwitch() {
  const t = useT();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <label className="row">
      <span>{t('shell.common.language')}</span>
      <select
        value={locale}
        onChange={(e) => {
          // The chosen language's strings load first (en-US is its own chunk), then the page switches.
          const next = e.target.value as Locale;
          void loadCatalogue(next).then(() => setLocale(next));
        }}
        data-testid="locale-switch"
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
