import * as contract from '../../../contract/edu-svc/offlineUpdateInsStatus';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

/** Confirms an offline record (status 1 → 2). */
export const offlineUpdateInsStatus = dataOf(appCall(contract, 'offline.api.status'), 'offline.api.status');
