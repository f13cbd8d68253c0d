/**
 * The catalogues loaded so far — apart from ./index.ts so that the locale modules register
 * themselves without importing the module that loads them.
 *
 * zh-CN comes in sections (./zh-CN/*.ts). The shell's (./zh-CN/shell.ts: the common words, the
 * route titles, the API clients' call names) is here from the start. Every other section registers
 * itself when it is evaluated, and a module that uses a key imports the key's section
 * (`import '…/engine/messages/zh-CN/payment';`), so the section's strings travel with the code
 * that shows them: into that code's chunk, loaded with it, on the routes that load it — never on
 * the others (docs/app-shell.md, "Messages"; tests/architecture/message-sections.test.ts checks
 * every module's imports).
 *
 * en-US is registered whole by ./english.ts (loaded when a buyer chooses English).
 *
 * The gateway's own messages (its answers' texts, the SMS, its sandbox pages) are registered by
 * ./gateway-messages.ts, which the gateway and the tests import (with every zh-CN section): the
 * storefront never formats them by key (it shows the text a gateway answer carries), so a phone
 * does not download them. Nor the operators' scripts' (./tooling-messages.ts).
 */
import { shell } from './zh-CN/shell';
import type { account } from './zh-CN/account';
import type { application } from './zh-CN/application';
import type { contract } from './zh-CN/contract';
import type { detail } from './zh-CN/detail';
import type { engine } from './zh-CN/engine';
import type { gateway } from './zh-CN/gateway';
import type { growth } from './zh-CN/growth';
import type { identity } from './zh-CN/identity';
import type { info } from './zh-CN/info';
import type { markets } from './zh-CN/markets';
import type { offline } from './zh-CN/offline';
import type { payment } from './zh-CN/payment';
import type { policies } from './zh-CN/policies';
import type { promoter } from './zh-CN/promoter';
import type { release } from './zh-CN/release';
import type { releaseDiff } from './zh-CN/release-diff';
import type { screens } from './zh-CN/screens';
import type { validation } from './zh-CN/validation';

type Storefront = typeof shell &
  typeof validation &
  typeof engine &
  typeof screens &
  typeof detail &
  typeof payment &
  typeof account &
  typeof policies &
  typeof markets &
  typeof info &
  typeof growth &
  typeof promoter &
  typeof contract &
  typeof identity &
  typeof offline &
  typeof release &
  typeof application;

/** The keys the storefront formats: every section but the gateway's and the scripts'. */
export type StorefrontKey = keyof Storefront;
/** The keys only the gateway formats (./gateway-messages.ts registers them). */
export type GatewayKey = keyof typeof gateway;
/** The keys only the operators' scripts format (./tooling-messages.ts registers them). */
export type ToolingKey = keyof typeof releaseDiff;
export type MessageKey = StorefrontKey | GatewayKey | ToolingKey;
export type Locale = 'zh-CN' | 'en-US';
/**
 * A locale's messages, complete: en-US once ./english.ts has run (with the gateway's and the
 * scripts' once ./gateway-messages.ts and ./tooling-messages.ts have run).
 */
export type Catalogue = Record<StorefrontKey, string> & Partial<Record<GatewayKey | ToolingKey, string>>;
/** A catalogue as loaded so far: zh-CN has the shell's section and each section a loaded module imported. */
export type LoadedMessages = Partial<Record<MessageKey, string>>;

export const catalogues: { 'zh-CN': LoadedMessages } & Partial<Record<Locale, LoadedMessages>> = {
  'zh-CN': { ...shell },
};

/** Called by a locale's catalogue module when it is evaluated. */
export function registerCatalogue(locale: Locale, messages: Catalogue): void {
  catalogues[locale] = messages;
}

/** Called by a zh-CN section (./zh-CN/*.ts) when it is evaluated: its keys join the catalogue. */
export function addSection(messages: LoadedMessages): void {
  Object.assign(catalogues['zh-CN'], messages);
}
