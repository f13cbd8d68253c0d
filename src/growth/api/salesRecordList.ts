import * as contract from '../../../contract/growth/salesRecordList';
import { appCall } from '../../api/instance';

/** Staff sales-record list. */
export const salesRecordList = appCall(contract, 'shell.api.name.generic');
