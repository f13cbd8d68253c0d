import * as contract from '../../../contract/edu-svc/getCurrentTime';
import { appCall } from '../instance';

/** The gateway clock (the /test page's reachability probe). */
export const getCurrentTime = appCall(contract, 'shell.api.name.currentTime', { skipRefresh: true });
