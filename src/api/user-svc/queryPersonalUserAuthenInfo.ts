import * as contract from '../../../contract/user-svc/queryPersonalUserAuthenInfo';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

/** The caller's identity verification; `param` may name a face check (checkId) to answer its status. */
export const queryPersonalUserAuthenInfo = dataOf(
  appCall(contract, 'identity.api.query'),
  'identity.api.query',
);
