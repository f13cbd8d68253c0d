/**
 * The message catalogue: every user-facing string of the storefront, in zh-CN (the UI language;
 * spec messages verbatim) and en-US. One file per section; each section's en-US file must have
 * exactly the zh-CN keys (the type checks it).
 *
 * zh-CN comes section by section: the shell's at once, each other one with the modules that use it
 * (./registry.ts says how). en-US is registered by ./english.ts: the gateway and the tests import
 * it at start; the storefront loads it only when a buyer chooses English (loadCatalogue), so a
 * phone filling a form in Chinese never downloads the English strings.
 */
import { catalogues, type Locale, type MessageKey } from './registry';

export {
  catalogues,
  registerCatalogue,
  type Catalogue,
  type GatewayKey,
  type LoadedMessages,
  type Locale,
  type MessageKey,
  type StorefrontKey,
  type ToolingKey,
} from './registry';
export const locales: readonly Locale[] = ['zh-CN', 'en-US'];

/** Whether a locale's strings are here (until they are, format falls back to zh-CN). */
export const isCatalogueLoaded = (locale: Locale): boolean => catalogues[locale] !== undefined;

/** Loads a locale's catalogue (its own chunk in the storefront's build); resolves once format has it. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (isCatalogueLoaded(locale)) return;
  if (locale === 'en-US') await import('./english');
}

/** Formats a message; `{name}` placeholders are replaced from `params`. */
export function format(
  key: MessageKey,
  params?: Record<string, string | number>,
  locale: Locale = 'zh-CN',
): string {
  const chinese = catalogues['zh-CN'][key];
  // A key whose section the module that uses it did not import, or a gateway key where
  // ./gateway-messages.ts was not imported (never in the storefront): say so, in every locale —
  // never a raw key on screen.
  if (chinese === undefined)
    throw new Error(
      `[engine] message ${key} is not in the catalogue: import its section (engine/messages/zh-CN)`,
    );
  const template = catalogues[locale]?.[key] ?? chinese;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
