import * as contract from '../../../contract/user-svc/personalUserAuthen';
import { appCall } from '../instance';
import { dataOf } from '../dataOf';

/** Identity verification by name + ID number, with the passed face check's checkId. */
export const personalUserAuthen = dataOf(appCall(contract, 'identity.api.authen'), 'identity.api.authen');
