import * as contract from '../../../contract/edu-svc/queryPromotersInfo';
import { appCall } from '../instance';

/** The promoter relation of the logged-in user. */
export const queryPromotersInfo = appCall(contract, 'shell.api.name.promoter');
