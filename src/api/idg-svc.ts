import * as idg3 from '../../contract/idg-svc/idg3';
import { appCall } from './instance';

/** The idg-svc calls of the app (the X-RESUB-TOKEN fetch is the client's own: client.ts). */
export const idgSvc = {
  /** A serial number (idempotentSerialNo, tracking). */
  idg3: appCall(idg3, 'shell.api.name.generic'),
};
