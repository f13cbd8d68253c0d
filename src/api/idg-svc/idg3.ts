import * as contract from '../../../contract/idg-svc/idg3';
import { appCall } from '../instance';

/** A serial number (idempotentSerialNo, tracking). */
export const idg3 = appCall(contract, 'shell.api.name.generic');
