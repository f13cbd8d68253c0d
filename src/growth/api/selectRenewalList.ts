import * as contract from '../../../contract/edu-svc/selectRenewalList';
import { appCall } from '../../api/instance';

/** Policies due for renewal (the promoter's customers with scope customers). */
export const selectRenewalList = appCall(contract, 'shell.api.name.policyList');
