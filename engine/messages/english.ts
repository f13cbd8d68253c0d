/**
 * The en-US catalogue, registered with ./registry.ts when this module is evaluated. The gateway and
 * the tests import it at start; the storefront loads it on demand (loadCatalogue('en-US')). The
 * gateway's own messages join it from ./gateway-messages.ts (the gateway's, not the storefront's).
 */
import { registerCatalogue, type Catalogue } from './registry';
import { contract } from './en-US/contract';
import { engine } from './en-US/engine';
import { growth } from './en-US/growth';
import { identity } from './en-US/identity';
import { release } from './en-US/release';
import { screens } from './en-US/screens';
import { shell } from './en-US/shell';
import { validation } from './en-US/validation';

export const enUS: Catalogue = {
  ...validation,
  ...engine,
  ...shell,
  ...screens,
  ...growth,
  ...contract,
  ...identity,
  ...release,
};

registerCatalogue('en-US', enUS);
