import * as contract from '../../../contract/edu-svc/searchInsuranceList';
import { appCall } from '../instance';

/** The user's policies, paged, by status (policy list). */
export const searchInsuranceList = appCall(contract, 'shell.api.name.policyList');
