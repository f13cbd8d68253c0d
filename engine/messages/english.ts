/**
 * The en-US catalogue, registered with ./registry.ts when this module is evaluated. The gateway and
 * the tests import it at start; the storefront loads it on demand (loadCatalogue('en-US')).
 */
import { registerCatalogue, type MessageKey } from './registry';
import * as en from './en-US';

export const enUS: Record<MessageKey, string> = {
  ...en.validation,
  ...en.engine,
  ...en.shell,
  ...en.screens,
  ...en.gateway,
  ...en.growth,
  ...en.contract,
  ...en.identity,
  ...en.release,
};

registerCatalogue('en-US', enUS);
