import * as contract from '../../../contract/edu-svc/countAppNumByStatus';
import { appCall } from '../instance';

/** Policy counts by status (personal centre). */
export const countAppNumByStatus = appCall(contract, 'shell.api.name.policyCounts');
