/**
 * The en-US catalogue, registered with ./registry.ts when this module is evaluated: every storefront
 * section at once (a buyer who chooses English downloads it in one file). The gateway and the tests
 * import it at start; the storefront loads it on demand (loadCatalogue('en-US')). The gateway's own
 * messages join it from ./gateway-messages.ts (the gateway's, not the storefront's).
 */
import { registerCatalogue, type Catalogue } from './registry';
import { account } from './en-US/account';
import { application } from './en-US/application';
import { contract } from './en-US/contract';
import { detail } from './en-US/detail';
import { engine } from './en-US/engine';
import { growth } from './en-US/growth';
import { identity } from './en-US/identity';
import { info } from './en-US/info';
import { markets } from './en-US/markets';
import { offline } from './en-US/offline';
import { payment } from './en-US/payment';
import { policies } from './en-US/policies';
import { promoter } from './en-US/promoter';
import { release } from './en-US/release';
import { screens } from './en-US/screens';
import { shell } from './en-US/shell';
import { validation } from './en-US/validation';

export const enUS: Catalogue = {
  ...shell,
  ...validation,
  ...engine,
  ...screens,
  ...detail,
  ...payment,
  ...account,
  ...policies,
  ...markets,
  ...info,
  ...growth,
  ...promoter,
  ...contract,
  ...identity,
  ...offline,
  ...release,
  ...application,
};

registerCatalogue('en-US', enUS);
