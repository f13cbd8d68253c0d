import * as contract from '../../../contract/edu-svc/selectSupermarket';
import { appCall } from '../instance';

/** Local markets (spec §4): selectSupermarket. */
export const selectSupermarket = appCall(contract, 'shell.api.name.market');
