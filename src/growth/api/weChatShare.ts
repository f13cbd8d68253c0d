import * as contract from '../../../contract/edu-svc/weChatShare';
import { appCall } from '../../api/instance';

/** The messaging share signature (JS-SDK config). */
export const weChatShare = appCall(contract, 'shell.api.name.generic');
