import * as contract from '../../../contract/edu-svc/queryIdByArea';
import { appCall } from '../instance';

/** Local markets (spec §4): queryIdByArea. */
export const queryIdByArea = appCall(contract, 'shell.api.name.marketList');
