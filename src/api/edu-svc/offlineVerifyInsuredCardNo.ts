import * as contract from '../../../contract/edu-svc/offlineVerifyInsuredCardNo';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

/** The offline channel's insured card-number check (binds the school's record to the caller). */
export const offlineVerifyInsuredCardNo = dataOf(
  appCall(contract, 'offline.api.verify'),
  'offline.api.verify',
);
