import * as contract from '../../../contract/order/saveTempFormV2';
import { appCall } from '../instance';

/** Saves a draft (save draft on the insure screen). */
export const saveTempFormV2 = appCall(contract, 'shell.api.name.drafts');
