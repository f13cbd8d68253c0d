import * as idg3 from '../../contract/idg-svc/idg3';
import * as resubToken from '../../contract/idg-svc/resubToken';
import { appCall } from './instance';

/** The idg-svc calls of the app (a call marked resubToken fetches its own X-RESUB-TOKEN: client.ts). */
export const idgSvc = {
  /** A serial number (idempotentSerialNo, tracking). */
  idg3: appCall(idg3, 'shell.api.name.generic'),
  /** A one-time X-RESUB-TOKEN the caller keeps: the order submit, which sends it again when its answer was lost. */
  resubToken: appCall(resubToken, 'shell.api.name.generic'),
};
