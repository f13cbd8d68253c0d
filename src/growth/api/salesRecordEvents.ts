import * as contract from '../../../contract/growth/salesRecordEvents';
import { appCall } from '../../api/instance';

/** The recording events of an order. */
export const salesRecordEvents = appCall(contract, 'shell.api.name.generic');
