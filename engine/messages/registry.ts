/**
 * The catalogues loaded so far (zh-CN always; en-US once ./english.ts has run) — apart from
 * ./index.ts so that ./english.ts registers itself without importing the module that loads it.
 *
 * The gateway's own messages (its answers' texts, the SMS, its sandbox pages) are registered by
 * ./gateway-messages.ts, which the gateway and the tests import: the storefront never formats them
 * by key (it shows the text a gateway answer carries), so a phone does not download them. Nor the
 * operators' scripts' (./tooling-messages.ts).
 */
import { contract } from './zh-CN/contract';
import { engine } from './zh-CN/engine';
import type { gateway } from './zh-CN/gateway';
import type { releaseDiff } from './zh-CN/release-diff';
import { growth } from './zh-CN/growth';
import { identity } from './zh-CN/identity';
import { release } from './zh-CN/release';
import { screens } from './zh-CN/screens';
import { shell } from './zh-CN/shell';
import { validation } from './zh-CN/validation';

const zhCN = {
  ...validation,
  ...engine,
  ...shell,
  ...screens,
  ...growth,
  ...contract,
  ...identity,
  ...release,
};

/** The keys the storefront formats: every area but the gateway's. */
export type StorefrontKey = keyof typeof zhCN;
/** The keys only the gateway formats (./gateway-messages.ts registers them). */
export type GatewayKey = keyof typeof gateway;
/** The keys only the operators' scripts format (./tooling-messages.ts registers them). */
export type ToolingKey = keyof typeof releaseDiff;
export type MessageKey = StorefrontKey | GatewayKey | ToolingKey;
export type Locale = 'zh-CN' | 'en-US';
/**
 * A locale's messages: the storefront's always; the gateway's and the scripts' once
 * ./gateway-messages.ts and ./tooling-messages.ts have run.
 */
export type Catalogue = Record<StorefrontKey, string> & Partial<Record<GatewayKey | ToolingKey, string>>;

export const catalogues: { 'zh-CN': Catalogue } & Partial<Record<Locale, Catalogue>> = { 'zh-CN': zhCN };

/** Called by a locale's catalogue module when it is evaluated. */
export function registerCatalogue(locale: Locale, messages: Catalogue): void {
  catalogues[locale] = messages;
}
