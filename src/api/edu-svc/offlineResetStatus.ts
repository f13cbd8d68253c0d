import * as contract from '../../../contract/edu-svc/offlineResetStatus';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

const call = dataOf(appCall(contract, 'offline.api.reset'), 'offline.api.reset');

/** Reopens a confirmed offline record (status 2 → 1); the record number goes in the path. */
export const offlineResetStatus = (recordNo: string) => call(undefined, { path: contract.pathFor(recordNo) });
