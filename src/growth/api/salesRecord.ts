import * as contract from '../../../contract/growth/salesRecord';
import { appCall } from '../../api/instance';

/** One order's sales-process record. */
export const salesRecord = appCall(contract, 'shell.api.name.generic');
